import type { AdminPayoutDetailResponse } from '@biclou/contracts/admin-money';
import * as endpoints from '@biclou/contracts/endpoints';
import { useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { ReasonDialog } from '../../../components/admin';
import { LocaleLink } from '../../../components/locale-link';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/form-alert';
import { PayoutDepositNote } from '../../../components/payout-deposit-note';
import { formatDate, formatDateTime, formatDateRange } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { Facts, KycBadge, LedgerLines, Money, PartyCard, PayoutStatusBadge, Section } from './parts';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

/** Process (through the payout provider) or fail with a reason: the payouts module's operations. */
export function PayoutActions({ payout }: { payout: AdminPayoutDetailResponse['payout'] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [failing, setFailing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = <Money cents={payout.amountCents} currency={payout.currency} className="font-semibold" key="amount" />;
  return (
    <>
      <Button variant="outline" onClick={() => setFailing(true)}>
        {t('admin-money.payouts.fail')}
      </Button>
      <Button onClick={() => (setError(null), setConfirming(true))}>{t('admin-money.payouts.process')}</Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('admin-money.payouts.process-title')}
        description={t('admin-money.payouts.process-text', {
          ref: payout.ref,
          date: formatDate(payout.createdAt, locale),
        })}
      >
        <p className="mb-4 text-2xl">{amount}</p>
        <FormAlert message={error} />
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {t('admin-ui.cancel')}
          </Button>
          <Button
            loading={busy}
            onClick={async () => {
              setBusy(true);
              const res = await api.call(endpoints.adminProcessPayout, {
                params: { payoutId: payout.id },
                quiet: true,
              });
              setBusy(false);
              if (!res.ok) return setError(res.error.message);
              setConfirming(false);
              toast.success(
                res.data.payout.status === 'processed'
                  ? t('admin-money.payouts.processed')
                  : t('admin-money.payouts.refused', { reason: res.data.payout.failureReason ?? '' }),
              );
              void revalidate();
            }}
          >
            {t('admin-money.payouts.process-confirm')}
          </Button>
        </div>
      </Dialog>
      <ReasonDialog
        open={failing}
        onOpenChange={setFailing}
        title={t('admin-money.payouts.fail-title')}
        description={t('admin-money.payouts.fail-text')}
        confirmLabel={t('admin-money.payouts.fail-confirm')}
        onConfirm={async (reason) => {
          const res = await api.call(endpoints.adminFailPayout, {
            params: { payoutId: payout.id },
            body: { reason },
            quiet: true,
          });
          if (!res.ok) return { error: res.error.message, fieldError: res.error.fields?.reason?.[0] };
          toast.success(t('admin-money.payouts.failed'));
          void revalidate();
        }}
      />
    </>
  );
}

export function AdminPayoutDetail({ data, audit }: { data: AdminPayoutDetailResponse; audit: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const p = data.payout;
  const k = data.banking;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Section title={t('admin-money.payouts.summary')} action={<PayoutStatusBadge status={p.status} />}>
        <p className="mb-4 text-3xl font-bold text-neutral-900 dark:text-white">
          <Money cents={p.amountCents} currency={p.currency} />
        </p>
        <Facts
          rows={[
            [t('admin-money.bookings.listing'), p.listing.title],
            [t('admin-money.payouts.asked'), formatDateTime(p.createdAt, locale, MARKETPLACE_TIME_ZONE)],
            ...(p.status !== 'pending'
              ? [
                  [t('admin-money.payouts.decided'), formatDateTime(p.updatedAt, locale, MARKETPLACE_TIME_ZONE)] as [
                    string,
                    string,
                  ],
                ]
              : []),
            ...(p.comment ? [[t('admin-money.payouts.comment'), p.comment] as [string, string]] : []),
            ...(p.failureReason ? [[t('admin-money.payouts.failure'), p.failureReason] as [string, string]] : []),
          ]}
        />
        <div className="mt-4">
          <PartyCard title={t('admin-money.owner')} party={data.owner} />
        </div>
      </Section>
      <Section title={t('admin-money.payouts.bank')} action={<KycBadge status={k?.kycStatus ?? null} />}>
        {k ? (
          <Facts
            rows={[
              [t('admin-money.payouts.holder'), k.holderName],
              [
                t('admin-money.payouts.iban'),
                <span key="i" className="font-mono">
                  {k.ibanMasked}
                </span>,
              ],
              [
                t('admin-money.payouts.bic'),
                <span key="b" className="font-mono">
                  {k.bic}
                </span>,
              ],
              [
                t('admin-money.payouts.kyc-checked'),
                k.kycCheckedAt ? formatDateTime(k.kycCheckedAt, locale, MARKETPLACE_TIME_ZONE) : t('admin-money.never'),
              ],
            ]}
          />
        ) : (
          <p className="text-sm text-neutral-500">{t('admin-money.payouts.no-bank')}</p>
        )}
      </Section>
      <Section title={t('admin-money.payouts.bookings')}>
        <ul className="divide-y divide-neutral-100 text-sm dark:divide-neutral-800">
          {p.bookings.map((b) => (
            <li key={b.bookingId} className="flex items-center justify-between gap-3 py-2">
              <LocaleLink
                to={`/admin/bookings/${b.bookingId}`}
                className="font-mono text-xs font-semibold text-primary-700 hover:underline dark:text-primary-300"
              >
                {b.ref}
              </LocaleLink>
              <span className="text-neutral-500">
                {formatDateRange(b.startDate, b.endDate, locale, { dateStyle: 'long' })}
                <PayoutDepositNote line={b} currency={p.currency} className="block text-xs" />
              </span>
              <Money cents={b.amountCents} currency={p.currency} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('admin-money.ledger.title')}>
        <LedgerLines lines={data.ledger} />
      </Section>
      <div className="lg:col-span-2">{audit}</div>
    </div>
  );
}

import type { AdminBookingDetailResponse, AdminCancelPreviewResponse } from '@biclou/contracts/admin-money';
import * as endpoints from '@biclou/contracts/endpoints';
import { useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { ConversationRefs, ReasonDialog } from '../../../components/admin';
import { LocaleLink } from '../../../components/locale-link';
import { breakdownInputOf, MoneyBreakdown } from '../../../components/money-breakdown';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/dates';
import { formatBookingTimes } from '../../../lib/booking-times';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { BookingStatusBadge, DisputeStatusBadge, Facts, LedgerLines, Money, PartyCard, Section } from './parts';
import { historyReasonKey } from '../../../lib/history-reason';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

type Choice = 'policy' | 'full';

/** The admin's cancel: the two refunds the domain's computeRefund gives, one chosen, and a reason. */
export function CancelBookingButton({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<AdminCancelPreviewResponse | null>(null);
  const [choice, setChoice] = useState<Choice>('policy');

  const start = async () => {
    const res = await api.call(endpoints.adminCancelPreview, { params: { bookingId } });
    if (!res.ok) return;
    setPreview(res.data);
    setChoice('policy');
    setOpen(true);
  };

  const option = (c: Choice, label: string) => {
    const r = preview?.options?.[c];
    if (!r || !preview) return null;
    return (
      <label
        className={cn(
          'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
          choice === c
            ? 'border-primary-600 bg-primary-50 dark:border-primary-400 dark:bg-primary-950/40'
            : 'border-neutral-200 dark:border-neutral-800',
        )}
      >
        <input
          type="radio"
          name="refund"
          value={c}
          checked={choice === c}
          onChange={() => setChoice(c)}
          className="mt-1 accent-primary-600"
        />
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-neutral-900 dark:text-white">{label}</span>
          <span className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 text-neutral-600 dark:text-neutral-400">
            <span>{t('admin-money.cancel.renter-gets')}</span>
            <Money cents={r.refundTotal} currency={preview.currency} className="text-right font-semibold" />
            <span>{t('admin-money.cancel.owner-gets')}</span>
            <Money cents={r.ownerEarnings} currency={preview.currency} className="text-right" />
            <span>{t('admin-money.cancel.platform-keeps')}</span>
            <Money cents={r.platformRevenue} currency={preview.currency} className="text-right" />
          </span>
        </span>
      </label>
    );
  };

  return (
    <>
      <Button variant="danger" onClick={() => void start()}>
        {t('admin-money.cancel.action')}
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin-money.cancel.title')}
        description={preview?.options ? t('admin-money.cancel.text-paid') : t('admin-money.cancel.text-unpaid')}
        confirmLabel={t('admin-money.cancel.confirm')}
        onConfirm={async (reason) => {
          const res = await api.call(endpoints.adminCancelBooking, {
            params: { bookingId },
            body: { refund: choice, reason },
            quiet: true,
          });
          if (!res.ok) return { error: res.error.message, fieldError: res.error.fields?.reason?.[0] };
          toast.success(t('admin-money.cancel.done'));
          void revalidate();
        }}
      >
        {preview?.options && (
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium text-neutral-800 dark:text-neutral-200">
              {t('admin-money.cancel.choose')}
            </legend>
            {option('policy', t('admin-money.cancel.policy'))}
            {option('full', t('admin-money.cancel.full'))}
          </fieldset>
        )}
      </ReasonDialog>
    </>
  );
}

/** Price lines, history, payments and refunds, ledger: what a booking holds, as the team sees it. */
export function BookingMoneySections({
  data,
  capturedDepositCents = 0,
}: {
  data: Pick<AdminBookingDetailResponse, 'booking' | 'ledger'>;
  /** What was captured from the deposit hold (the deposits area's, passed in by the route module). */
  capturedDepositCents?: number;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const b = data.booking;
  const cur = b.price.currency;
  return (
    <>
      <Section title={t('admin-money.booking.price')}>
        <MoneyBreakdown party="admin" currency={cur} input={breakdownInputOf(b, capturedDepositCents)} />
        {b.depositCents > 0 && (
          <div className="mt-4">
            <Facts
              rows={[[t('admin-money.booking.deposit'), <Money key="d" cents={b.depositCents} currency={cur} />]]}
            />
          </div>
        )}
      </Section>
      <Section title={t('admin-money.booking.history')}>
        <ol className="space-y-3 border-l border-neutral-200 pl-4 dark:border-neutral-800">
          {(b.history ?? []).map((h, i) => (
            <li key={i} className="text-sm">
              <span className="font-medium text-neutral-900 dark:text-white">
                {h.from ? `${t(`bookings.status.${h.from}`)} → ` : ''}
                {t(`bookings.status.${h.to}`)}
              </span>
              <span className="ml-2 text-neutral-500 dark:text-neutral-400">
                {t(`admin-money.actor.${h.actor}`)} · {formatDateTime(h.at, locale, MARKETPLACE_TIME_ZONE)}
              </span>
              {(h.reason || h.reasonCode) && (
                <p className="mt-0.5 text-neutral-600 dark:text-neutral-400">
                  {h.reason ?? t(historyReasonKey(h.reasonCode ?? ''))}
                </p>
              )}
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('admin-money.ledger.title')} className="lg:col-span-2">
        <LedgerLines lines={data.ledger} />
      </Section>
    </>
  );
}

export function AdminBookingDetail({
  data,
  audit,
  capturedDeposit = null,
}: {
  data: AdminBookingDetailResponse;
  audit: ReactNode;
  /** What was captured from the deposit hold, and when (the deposits area's, passed in by the route module). */
  capturedDeposit?: { cents: number; at: string | null } | null;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const b = data.booking;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Section title={t('admin-money.booking.summary')} action={<BookingStatusBadge status={b.status} />}>
        <Facts
          rows={[
            [t('admin-money.bookings.listing'), b.listing.title],
            [t('admin-money.bookings.dates'), formatBookingTimes(b.pickupAt, b.returnAt, locale, b.listing.timeZone)],
            [t('admin-money.bookings.requested'), formatDateTime(b.requestedAt, locale, MARKETPLACE_TIME_ZONE)],
            ...(b.cancelReason ? [[t('admin-money.booking.cancel-reason'), b.cancelReason] as [string, string]] : []),
            ...(data.dispute
              ? [
                  [
                    t('admin-money.booking.dispute'),
                    <LocaleLink
                      key="d"
                      to={`/admin/disputes/${data.dispute.id}`}
                      className="text-primary-700 hover:underline dark:text-primary-300"
                    >
                      <DisputeStatusBadge status={data.dispute.status} />
                    </LocaleLink>,
                  ] as [string, ReactNode],
                ]
              : []),
          ]}
        />
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <PartyCard title={t('admin-money.renter')} party={data.renter} />
          <PartyCard title={t('admin-money.owner')} party={data.owner} />
        </div>
      </Section>
      <BookingMoneySections data={data} capturedDepositCents={capturedDeposit?.cents ?? 0} />
      <Section title={t('admin-money.booking.payments')}>
        {data.payments.length === 0 && !capturedDeposit ? (
          <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('admin-money.booking.no-payment')}</p>
        ) : (
          <ul className="divide-y divide-neutral-100 text-sm dark:divide-neutral-800">
            {data.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {p.cardBrand ?? p.provider} {p.cardLast4 ? `•••• ${p.cardLast4}` : ''}
                  <span className="ml-2 whitespace-nowrap text-neutral-500">
                    {formatDateTime(p.createdAt, locale, MARKETPLACE_TIME_ZONE)}
                  </span>
                </span>
                <span className="ml-auto flex items-center gap-2">
                  <span className="text-xs text-neutral-500">{t(`admin-money.payment-status.${p.status}`)}</span>
                  <Money cents={p.amountCents} currency={p.currency} className="font-medium" />
                </span>
              </li>
            ))}
            {capturedDeposit && (
              <li
                className="flex flex-wrap items-center justify-between gap-2 py-2"
                data-testid="payment-deposit-captured"
              >
                <span>
                  {t('admin-money.booking.deposit-captured')}
                  {capturedDeposit.at && (
                    <span className="ml-2 whitespace-nowrap text-neutral-500">
                      {formatDateTime(capturedDeposit.at, locale, MARKETPLACE_TIME_ZONE)}
                    </span>
                  )}
                </span>
                <Money cents={capturedDeposit.cents} currency={b.price.currency} className="ml-auto font-medium" />
              </li>
            )}
          </ul>
        )}
      </Section>
      <Section title={t('admin-conversations.title')}>
        <ConversationRefs items={data.conversations} />
      </Section>
      <div className="lg:col-span-2">{audit}</div>
    </div>
  );
}

import type { AdminDisputeDetailResponse } from '@biclou/contracts/admin-money';
import { EvidenceFlag } from './evidence-flag';
import * as endpoints from '@biclou/contracts/endpoints';
import { settleDispute } from '@biclou/domain/dispute-settlement';
import { useId, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { LocaleLink } from '../../../components/locale-link';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { formatDateTime } from '../../../lib/dates';
import { formatBookingTimes } from '../../../lib/booking-times';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { amountInput, parseAmount } from '../../../lib/money';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { BookingMoneySections } from './booking-detail';
import { BookingStatusBadge, Facts, Money, PartyCard, Section } from './parts';
import { historyReasonKey } from '../../../lib/history-reason';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

/**
 * What a refund would give each side, by the same pure function the API settles with
 * (`settleDispute`): null while the amount is not a valid one.
 */
function disputePreview(
  price: { subtotal: number; serviceFee: number },
  commissionRateBp: number,
  refundCents: number | null,
) {
  if (refundCents === null || !Number.isSafeInteger(refundCents) || refundCents < 0) return null;
  if (refundCents > price.subtotal + price.serviceFee) return null;
  return settleDispute({ subtotal: price.subtotal, serviceFee: price.serviceFee, commissionRateBp, refundCents });
}

/** The resolution form: a refund amount with the live split, a note, and the existing resolve operation. */
function ResolveDisputeForm({ data }: { data: AdminDisputeDetailResponse }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const id = useId();
  const b = data.booking;
  const cur = b.price.currency;
  const paid = b.price.pricePaidByBuyer;
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string>();
  const cents = parseAmount(text);
  const over = cents !== null && Number.isFinite(cents) && cents > paid;
  const preview = disputePreview(b.price, b.price.commissionRateBp, cents);
  const localError =
    cents !== null && Number.isNaN(cents)
      ? t('admin-money.resolve.invalid')
      : over
        ? t('admin-money.resolve.too-much', { max: amountInput(paid, locale) })
        : undefined;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (cents === null || localError) return setFieldError(localError ?? t('admin-money.resolve.required'));
        setBusy(true);
        setError(null);
        setFieldError(undefined);
        const res = await api.call(endpoints.adminResolveDispute, {
          params: { disputeId: data.dispute.id },
          body: { refundCents: cents, note: note.trim() || null },
          quiet: true,
        });
        setBusy(false);
        if (!res.ok) {
          setFieldError(res.error.fields?.refundCents?.[0]);
          return setError(res.error.fields ? null : res.error.message);
        }
        toast.success(t('admin-money.resolve.done'));
        void revalidate();
      }}
    >
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-2">
        {[0, Math.round(paid / 2), paid].map((v, i) => (
          <Button key={i} type="button" size="sm" variant="outline" onClick={() => setText(amountInput(v, locale))}>
            {t(`admin-money.resolve.preset-${i}`)}
          </Button>
        ))}
      </div>
      <Field
        id={`${id}-refund`}
        label={t('admin-money.resolve.refund', { currency: cur })}
        error={fieldError ?? localError}
      >
        <Input
          inputMode="decimal"
          value={text}
          placeholder="0,00"
          onChange={(e) => (setText(e.target.value), setFieldError(undefined))}
          data-testid="refund-amount"
        />
      </Field>
      <div
        className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 rounded-lg bg-neutral-50 p-4 text-sm dark:bg-neutral-950/50"
        aria-live="polite"
        data-testid="resolve-preview"
      >
        <span className="text-neutral-600 dark:text-neutral-400">{t('admin-money.resolve.renter-refund')}</span>
        <span className="text-right font-semibold" data-testid="preview-refund">
          {preview ? <Money cents={preview.refundCents} currency={cur} /> : '—'}
        </span>
        <span className="text-neutral-600 dark:text-neutral-400">{t('admin-money.resolve.owner-credit')}</span>
        <span className="text-right font-semibold" data-testid="preview-owner">
          {preview ? <Money cents={preview.ownerEarnings} currency={cur} /> : '—'}
        </span>
        <span className="text-neutral-600 dark:text-neutral-400">{t('admin-money.resolve.platform')}</span>
        <span className="text-right" data-testid="preview-platform">
          {preview ? <Money cents={preview.platformRevenue} currency={cur} /> : '—'}
        </span>
        <span className="mt-1 border-t border-neutral-200 pt-1 text-neutral-600 dark:border-neutral-800 dark:text-neutral-400">
          {t('admin-money.resolve.paid')}
        </span>
        <span className="mt-1 border-t border-neutral-200 pt-1 text-right dark:border-neutral-800">
          <Money cents={paid} currency={cur} />
        </span>
      </div>
      <Field id={`${id}-note`} label={t('admin-money.resolve.note')} optional={t('admin-money.optional')}>
        <Textarea rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={busy}>
          {t('admin-money.resolve.submit')}
        </Button>
      </div>
    </form>
  );
}

export function AdminDisputeDetail({ data, audit }: { data: AdminDisputeDetailResponse; audit: ReactNode }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const d = data.dispute;
  const b = data.booking;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Section title={t('admin-money.disputes.report')}>
        <Facts
          rows={[
            [t('admin-money.disputes.reason'), t(historyReasonKey(d.reason))],
            [t('admin-money.disputes.opened'), formatDateTime(d.createdAt, locale, MARKETPLACE_TIME_ZONE)],
            ...(d.resolvedAt
              ? [
                  [t('admin-money.disputes.resolved'), formatDateTime(d.resolvedAt, locale, MARKETPLACE_TIME_ZONE)] as [
                    string,
                    string,
                  ],
                  [
                    t('admin-money.disputes.refund-decided'),
                    <Money key="r" cents={d.resolutionRefundCents ?? 0} currency={b.price.currency} />,
                  ] as [string, ReactNode],
                ]
              : []),
            ...(d.resolutionNote ? [[t('admin-money.resolve.note'), d.resolutionNote] as [string, string]] : []),
          ]}
        />
        <h3 className="mt-5 mb-2 text-sm font-semibold text-neutral-900 dark:text-white">
          {t('admin-money.disputes.evidence')} <EvidenceFlag evidence={data.evidence} />
        </h3>
        <blockquote className="rounded-lg border-l-4 border-primary-500 bg-neutral-50 p-3 text-sm whitespace-pre-line text-neutral-800 dark:bg-neutral-950/50 dark:text-neutral-200">
          {d.explanation}
        </blockquote>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <PartyCard title={t('admin-money.renter')} party={data.renter} />
          <PartyCard title={t('admin-money.owner')} party={data.owner} />
        </div>
      </Section>
      <Section
        title={d.status === 'open' ? t('admin-money.resolve.title') : t('admin-money.disputes.booking')}
        action={<BookingStatusBadge status={b.status} />}
      >
        <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-400">
          <LocaleLink
            to={`/admin/bookings/${b.id}`}
            className="font-mono font-semibold text-primary-700 hover:underline dark:text-primary-300"
          >
            {b.ref}
          </LocaleLink>{' '}
          · {b.listing.title} · {formatBookingTimes(b.pickupAt, b.returnAt, locale, b.listing.timeZone)}
        </p>
        {d.status === 'open' ? (
          <ResolveDisputeForm data={data} />
        ) : (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('admin-money.disputes.closed')}</p>
        )}
      </Section>
      <BookingMoneySections data={data} />
      <div className="lg:col-span-2">{audit}</div>
    </div>
  );
}

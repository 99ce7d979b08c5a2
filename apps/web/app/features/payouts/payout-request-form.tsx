import * as endpoints from '@biclou/contracts/endpoints';
import type { BankingResponse, PayableListingsResponse } from '@biclou/contracts/payouts';
import { PAYOUT_COMMENT_MAX_LENGTH } from '@biclou/domain/payout-rules';
import { CalendarRange, CircleCheck, Circle, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useRevalidator } from 'react-router';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { CardSection } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { NativeSelect, Textarea } from '../../components/ui/input';
import { useApi } from '../../context/api-context';
import { formatDateRange } from '../../lib/dates';
import { useFormErrors } from '../../lib/forms/use-form-errors';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import { FormAlert } from '../../components/form-alert';
import { PayoutDepositNote } from '../../components/payout-deposit-note';
import { useToast } from '../../context/toasts/toast-context';
import { useSettingsNumbers } from '../../context/use-settings-numbers';

/** The three onboarding steps of spec §4, in order, and whether each is done. */
export function payoutSteps(banking: BankingResponse) {
  return [
    { key: 'profile', done: banking.missingProfileFields.length === 0, to: '/account#profile' },
    { key: 'banking', done: banking.banking !== null, to: '/account#banking' },
    { key: 'verified', done: banking.banking?.kycStatus === 'verified', to: '/account#banking' },
  ] as const;
}

function Steps({ banking }: { banking: BankingResponse }) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-2" data-testid="payout-steps">
      {payoutSteps(banking).map((s) => (
        <li key={s.key} className="flex items-center gap-3 text-sm">
          {s.done ? (
            <CircleCheck className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          ) : (
            <Circle className="size-5 shrink-0 text-neutral-300 dark:text-neutral-600" aria-hidden="true" />
          )}
          <span
            className={
              s.done ? 'text-neutral-600 dark:text-neutral-400' : 'font-medium text-neutral-900 dark:text-white'
            }
          >
            {t(`payouts.steps.${s.key}`)}
            <span className="sr-only"> — {t(s.done ? 'payouts.steps.done' : 'payouts.steps.todo')}</span>
          </span>
          {!s.done && (
            <LocaleLink
              to={s.to}
              className="ml-auto text-sm font-semibold text-primary-700 hover:underline dark:text-primary-400"
            >
              {t('payouts.steps.go')}
            </LocaleLink>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * Ask for a payout: one listing, some of its bookings with money on the balance (credited earnings,
 * a captured deposit), an optional comment; the total is live.
 */
export function PayoutRequestForm({
  payable,
  banking,
}: {
  payable: PayableListingsResponse;
  banking: BankingResponse;
}) {
  const { t } = useTranslation();
  const numbers = useSettingsNumbers();
  const { locale } = useLocale();
  const api = useApi();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [listingId, setListingId] = useState(payable.listings[0]?.listingId ?? '');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const { errors, formError, showApiError, clear } = useFormErrors(['comment']);
  const ready = payoutSteps(banking).every((s) => s.done);
  const group = payable.listings.find((l) => l.listingId === listingId) ?? payable.listings[0];
  const selected = group?.bookings.filter((b) => chosen.has(b.bookingId)) ?? [];
  const total = selected.reduce((s, b) => s + b.amountCents, 0);
  const money = (cents: number) => formatMoney(cents, group?.currency ?? 'EUR', locale);
  const allChosen = Boolean(group && group.bookings.length && selected.length === group.bookings.length);

  const toggle = (id: string) =>
    setChosen((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    if (!group || !selected.length) return;
    const form = event.currentTarget;
    const comment = String(new FormData(form).get('comment') ?? '').trim();
    setBusy(true);
    const res = await api.call(endpoints.requestPayout, {
      body: { listingId: group.listingId, bookingIds: selected.map((b) => b.bookingId), comment: comment || null },
      quiet: true,
    });
    setBusy(false);
    if (!res.ok) return showApiError(res.error);
    toast.success(t('payouts.request.sent', { amount: money(res.data.payout.amountCents) }));
    setChosen(new Set());
    form.reset();
    await revalidate();
  }

  return (
    <form noValidate onSubmit={onSubmit} data-testid="payout-request">
      <CardSection
        id="request"
        title={t('payouts.request.title')}
        description={t('payouts.request.description')}
        icon={<Send className="size-5" />}
        footer={
          group && ready ? (
            <>
              <p className="mr-auto text-sm text-neutral-600 dark:text-neutral-400" aria-live="polite">
                {t('payouts.request.total-label', { count: selected.length })}{' '}
                <strong className="text-base text-neutral-900 tabular-nums dark:text-white" data-testid="payout-total">
                  {money(total)}
                </strong>
              </p>
              <Button type="submit" loading={busy} disabled={!selected.length}>
                {t('payouts.request.submit')}
              </Button>
            </>
          ) : undefined
        }
      >
        {!ready ? (
          <div className="space-y-4">
            <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('payouts.request.not-ready')}</p>
            <Steps banking={banking} />
          </div>
        ) : !group ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-400" data-testid="payout-nothing">
            {t('payouts.request.nothing', { count: numbers.creditDays })}
          </p>
        ) : (
          <div className="space-y-5">
            <FormAlert message={formError} />
            {payable.listings.length > 1 ? (
              <Field id="payout-listing" label={t('payouts.request.listing')}>
                <NativeSelect
                  value={group.listingId}
                  onChange={(e) => {
                    setListingId(e.target.value);
                    setChosen(new Set());
                  }}
                >
                  {payable.listings.map((l) => (
                    <option
                      key={l.listingId}
                      value={l.listingId}
                    >{`${l.title} — ${formatMoney(l.totalCents, l.currency, locale)}`}</option>
                  ))}
                </NativeSelect>
              </Field>
            ) : (
              <p className="text-sm text-neutral-700 dark:text-neutral-300">
                {t('payouts.request.listing-one')}{' '}
                <strong className="text-neutral-900 dark:text-white">{group.title}</strong>
              </p>
            )}
            <fieldset className="space-y-2">
              <legend className="mb-2 flex w-full items-center justify-between gap-3 text-sm font-medium text-neutral-800 dark:text-neutral-200">
                <span>{t('payouts.request.bookings')}</span>
                <button
                  type="button"
                  className="text-sm font-semibold text-primary-700 hover:underline dark:text-primary-400"
                  onClick={() => setChosen(allChosen ? new Set() : new Set(group.bookings.map((b) => b.bookingId)))}
                >
                  {t(allChosen ? 'payouts.request.none' : 'payouts.request.all')}
                </button>
              </legend>
              <ul className="divide-y divide-neutral-100 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
                {group.bookings.map((b) => (
                  <li key={b.bookingId}>
                    <label
                      className="flex cursor-pointer items-center gap-3 px-4 py-3 hover:bg-neutral-50 dark:hover:bg-neutral-800/50"
                      data-testid="payable-booking"
                      data-booking-id={b.bookingId}
                    >
                      <Checkbox
                        name="bookingIds"
                        value={b.bookingId}
                        checked={chosen.has(b.bookingId)}
                        onChange={() => toggle(b.bookingId)}
                        className="mt-0"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block text-sm font-medium text-neutral-900 dark:text-white">{b.ref}</span>
                        <span className="flex items-center gap-1.5 text-xs text-neutral-500 dark:text-neutral-400">
                          <CalendarRange className="size-3.5" aria-hidden="true" />
                          {formatDateRange(b.startDate, b.endDate, locale, { dateStyle: 'medium' })}
                        </span>
                        <PayoutDepositNote
                          line={b}
                          currency={group.currency}
                          className="block text-xs text-neutral-600 dark:text-neutral-400"
                        />
                      </span>
                      <span className="text-sm font-semibold text-neutral-900 tabular-nums dark:text-white">
                        {money(b.amountCents)}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <Field
              id="payout-comment"
              label={t('payouts.request.comment')}
              optional={t('payouts.request.optional')}
              error={errors.comment}
            >
              <Textarea
                name="comment"
                rows={2}
                maxLength={PAYOUT_COMMENT_MAX_LENGTH}
                placeholder={t('payouts.request.comment-placeholder')}
              />
            </Field>
            <p className="text-xs text-neutral-500 dark:text-neutral-400">
              {t('payouts.request.delay', { count: numbers.transferDays })}
            </p>
          </div>
        )}
      </CardSection>
    </form>
  );
}

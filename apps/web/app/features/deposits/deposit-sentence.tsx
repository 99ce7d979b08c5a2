import type { DepositResponse } from '@biclou/contracts/deposits';
import type { BookingStatus } from '@biclou/domain/booking-status';
import { depositState, type DepositState } from '@biclou/domain/deposit-state';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';

export type DepositSide = 'owner' | 'renter' | 'admin';

/** The deposit's state from what a page has: the deposit's answer once paid, else the booking alone (nothing held yet). */
export function depositStateOf(
  booking: { status: BookingStatus; depositCents: number },
  deposit: DepositResponse | null,
): DepositState {
  return depositState({
    bookingStatus: booking.status,
    depositCents: booking.depositCents,
    hold: deposit?.hold ?? null,
    claim: deposit?.claim ?? null,
    releaseAt: deposit?.releaseAt ?? new Date(0).toISOString(),
  });
}

/** The deposit's sentence for one reader, and its one-word state: the same words on every page. */
export function useDepositWords(state: DepositState, currency: string, side: DepositSide, timeZone: string) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const reader = side === 'renter' ? 'renter' : 'other';
  return {
    label: t(`deposits.state.${state.code}.label`),
    sentence: t(`deposits.state.${state.code}.${reader}`, {
      amount: money(state.amountCents),
      captured: money(state.capturedCents),
      rest: money(state.restCents),
      claim: money(state.claimCents),
      date: state.at ? formatDateTime(state.at, locale, timeZone, { zone: true }) : '',
    }),
  };
}

/** The booking page's deposit line (the dates card): the amount's state in one sentence. */
export function DepositSentence({
  state,
  currency,
  side,
  timeZone,
  className,
}: {
  state: DepositState;
  currency: string;
  side: DepositSide;
  /** The bike's clock, named: the dates are written on it. */
  timeZone: string;
  className?: string;
}) {
  const { sentence } = useDepositWords(state, currency, side, timeZone);
  return (
    <p className={className} data-testid="deposit-sentence" data-state={state.code}>
      {sentence}
    </p>
  );
}

import type { Booking } from '@biclou/contracts/bookings';
import {
  breakdownOf,
  type BreakdownInput,
  type BreakdownLine,
  type BreakdownParty,
} from '@biclou/domain/money-breakdown';
import { cn } from '../lib/cn';
import { useTranslation } from '../lib/i18n/tiny-i18n';
import { useLocale } from '../lib/i18n/use-locale';
import { formatDecimal, formatMoney } from '../lib/money';

/** The domain's input from a booking as the API answers it, with what was captured of its deposit. */
export function breakdownInputOf(booking: Booking, capturedDepositCents = 0): BreakdownInput {
  return {
    status: booking.status,
    paid: booking.paidAt !== null,
    price: booking.price,
    refundCents: booking.refundCents,
    capturedDepositCents,
  };
}

/** The codes whose wording depends on who reads them (`money-breakdown.<party>.<code>`). */
const PARTY_WORDING: Record<BreakdownParty, readonly BreakdownLine['code'][]> = {
  renter: ['refund', 'dispute-refund', 'deposit-captured'],
  owner: ['total', 'deposit-captured'],
  admin: ['service-fee-platform', 'commission'],
};

/** The test ids journeys read: the price's total, and what the owner earns. */
function totalTestId(code: BreakdownLine['code'], step: number): string | undefined {
  if (step === 0 && code === 'total') return 'price-total';
  if (code === 'earnings' || code === 'earnings-expected' || code === 'earnings-held') return 'owner-earnings';
  return undefined;
}

/**
 * A booking's money for one party, step by step (the domain's `breakdownOf`): each step's lines,
 * then its total in bold. The lines of every step add up to its total, so what a person reads sums.
 */
export function MoneyBreakdown({
  party,
  input,
  currency,
}: {
  party: BreakdownParty;
  input: BreakdownInput;
  currency: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = (cents: number) => (cents < 0 ? '−' : '') + formatMoney(Math.abs(cents), currency, locale);
  const label = (line: BreakdownLine) => {
    const key = PARTY_WORDING[party].includes(line.code) ? `${party}.${line.code}` : line.code;
    const p = line.params ?? {};
    return t(`money-breakdown.${key}`, {
      count: p.units,
      price: p.unitCents === undefined ? undefined : formatMoney(p.unitCents, currency, locale),
      pct: p.rateBp === undefined ? undefined : formatDecimal(p.rateBp / 100, locale, 0, 1),
    });
  };
  const steps = breakdownOf[party](input);
  return (
    <dl
      className="space-y-2 text-sm text-neutral-700 tabular-nums dark:text-neutral-300"
      data-testid="price-breakdown"
      data-party={party}
    >
      {steps.map((step, i) => (
        <div key={i} className="space-y-2" data-testid="breakdown-step">
          {step.lines
            .filter((line) => !line.carried)
            .map((line) => (
              <div
                key={line.code}
                className={cn(
                  'flex justify-between gap-3',
                  line.code === 'discount' && 'text-primary-700 dark:text-primary-400',
                  line.cents < 0 && line.code !== 'discount' && 'text-neutral-600 dark:text-neutral-400',
                )}
                data-testid="breakdown-line"
                data-code={line.code}
                data-cents={line.cents}
              >
                <dt>{label(line)}</dt>
                <dd className="shrink-0">{money(line.cents)}</dd>
              </div>
            ))}
          <div
            className={cn(
              'flex justify-between gap-3 border-t border-neutral-100 pt-2 font-semibold text-neutral-900 dark:border-neutral-800 dark:text-white',
              i === 0 && 'text-base font-bold',
              party === 'owner' && i > 0 && 'text-emerald-700 dark:text-emerald-400',
            )}
            data-testid="breakdown-total"
            data-carries={step.lines.some((line) => line.carried) || undefined}
            data-code={step.total.code}
            data-cents={step.total.cents}
          >
            <dt>{label(step.total)}</dt>
            <dd className="shrink-0" data-testid={totalTestId(step.total.code, i)}>
              {money(step.total.cents)}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}

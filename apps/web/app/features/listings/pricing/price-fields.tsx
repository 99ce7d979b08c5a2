import { HALF_DAY_HOURS } from '@biclou/domain/time-pricing';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { AffixInput } from '../../../components/ui/affix-input';
import { Field } from '../../../components/ui/field';
import { parseAmount } from '../../../lib/money';
import { CancelationOptionCards } from '../cancelation/cancelation-option-cards';
import { EarningsPreview } from './earnings-preview';
import { typedNumber, type PriceValues } from './price-values';

export const PRICE_FIELDS = [
  'pricePerDayCents',
  'pricePerHalfDayCents',
  'pricePerHourCents',
  'depositCents',
  'minBookingDays',
  'noticeDays',
  'discount7Days',
  'discount30Days',
  'cancelationOption',
] as const;

interface PriceFieldsProps {
  idPrefix: string;
  values: PriceValues;
  onChange(values: PriceValues): void;
  errors: Record<string, string>;
  currency: string;
  /** The dashboard edits tarifs and the cancellation option in separate cards. */
  parts?: 'all' | 'tarifs' | 'cancelation';
}

/** Price, deposit, minimum duration, notice, long-stay discounts, the earnings preview, cancellation option. */
export function PriceFields({ idPrefix, values, onChange, errors, currency, parts = 'all' }: PriceFieldsProps) {
  const { t } = useTranslation();
  const set = (key: keyof PriceValues, value: string) => onChange({ ...values, [key]: value });
  const id = (name: string) => `${idPrefix}-${name}`;
  const euro = currency === 'EUR' ? '€' : currency;
  // The unit agrees with the number typed before it ("1 jour", "3 jours"); an empty field reads as plural.
  const days = (typed: string) => t('listings.price.days-unit', { count: typed.trim() ? Number(typed) : Number.NaN });
  const price = parseAmount(values.price);

  return (
    <div className="space-y-8">
      {parts !== 'cancelation' && (
        <div className="space-y-6">
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id={id('price')}
              label={t('listings.fields.price-per-day')}
              hint={t('listings.price.price-hint')}
              error={errors.pricePerDayCents}
            >
              <AffixInput
                suffix={t('listings.price.per-day', { currency: euro })}
                value={values.price}
                onChange={(e) => set('price', e.target.value)}
                inputMode="decimal"
                placeholder="15"
                className="text-lg font-semibold"
              />
            </Field>
            <Field
              id={id('deposit')}
              label={t('listings.fields.deposit')}
              hint={t('listings.price.deposit-hint')}
              error={errors.depositCents}
            >
              <AffixInput
                suffix={euro}
                value={values.deposit}
                onChange={(e) => set('deposit', e.target.value)}
                inputMode="decimal"
                placeholder="0"
              />
            </Field>
          </div>
          <div className="grid grid-cols-2 gap-x-4 gap-y-5">
            <Field
              id={id('half-day')}
              label={t('listings.fields.price-per-half-day')}
              hint={t('listings.price.half-day-hint', { count: HALF_DAY_HOURS })}
              optional={t('common.optional')}
              error={errors.pricePerHalfDayCents}
            >
              <AffixInput
                suffix={t('listings.price.per-half-day', { currency: euro })}
                value={values.halfDay}
                onChange={(e) => set('halfDay', e.target.value)}
                inputMode="decimal"
              />
            </Field>
            <Field
              id={id('hour')}
              label={t('listings.fields.price-per-hour')}
              hint={t('listings.price.hour-hint')}
              optional={t('common.optional')}
              error={errors.pricePerHourCents}
            >
              <AffixInput
                suffix={t('listings.price.per-hour', { currency: euro })}
                value={values.hour}
                onChange={(e) => set('hour', e.target.value)}
                inputMode="decimal"
              />
            </Field>
            <Field id={id('min-days')} label={t('listings.fields.min-booking-days')} error={errors.minBookingDays}>
              <AffixInput
                suffix={days(values.minBookingDays)}
                value={values.minBookingDays}
                onChange={(e) => set('minBookingDays', e.target.value)}
                inputMode="numeric"
              />
            </Field>
            <Field
              id={id('notice')}
              label={t('listings.fields.notice-days')}
              hint={t('listings.price.notice-hint')}
              error={errors.noticeDays}
            >
              <AffixInput
                suffix={days(values.noticeDays)}
                value={values.noticeDays}
                onChange={(e) => set('noticeDays', e.target.value)}
                inputMode="numeric"
              />
            </Field>
            <Field id={id('discount-7')} label={t('listings.fields.discount-7')} error={errors.discount7Days}>
              <AffixInput
                suffix="%"
                value={values.discount7Days}
                onChange={(e) => set('discount7Days', e.target.value)}
                inputMode="numeric"
              />
            </Field>
            <Field id={id('discount-30')} label={t('listings.fields.discount-30')} error={errors.discount30Days}>
              <AffixInput
                suffix="%"
                value={values.discount30Days}
                onChange={(e) => set('discount30Days', e.target.value)}
                inputMode="numeric"
              />
            </Field>
          </div>
          <EarningsPreview
            pricePerDayCents={price !== null && Number.isFinite(price) ? price : null}
            discount7Pct={typedNumber(values.discount7Days) ?? 0}
            discount30Pct={typedNumber(values.discount30Days) ?? 0}
            currency={currency}
          />
        </div>
      )}
      {parts !== 'tarifs' && (
        <CancelationOptionCards
          name={id('cancelation')}
          value={values.cancelationOption}
          onChange={(v) => onChange({ ...values, cancelationOption: v })}
          error={errors.cancelationOption}
          quietLegend={parts === 'cancelation'}
        />
      )}
    </div>
  );
}

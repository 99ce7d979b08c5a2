import { MOTOR_TYPES } from '@biclou/domain/ebike-facts';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Field } from '../../../components/ui/field';
import { Input, NativeSelect } from '../../../components/ui/input';
import type { InfosValues } from './visitor-draft';

type EbikeFactValues = Pick<InfosValues, 'motorType' | 'batteryWh' | 'rangeMinKm' | 'rangeMaxKm'>;

/** The facts as the API takes them: '' is not given (null), a typed figure a number (zod names a bad one). */
export function ebikeFactsPayload(values: EbikeFactValues) {
  const figure = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
  return {
    motorType: (values.motorType || null) as (typeof MOTOR_TYPES)[number] | null,
    batteryWh: figure(values.batteryWh),
    rangeMinKm: figure(values.rangeMinKm),
    rangeMaxKm: figure(values.rangeMaxKm),
  };
}

/** The form's text of a listing's stored facts. */
export function ebikeFactValuesOf(listing?: {
  motorType: string | null;
  batteryWh: number | null;
  rangeMinKm: number | null;
  rangeMaxKm: number | null;
}): EbikeFactValues {
  const text = (n: number | null | undefined) => (n == null ? '' : String(n));
  return {
    motorType: listing?.motorType ?? '',
    batteryWh: text(listing?.batteryWh),
    rangeMinKm: text(listing?.rangeMinKm),
    rangeMaxKm: text(listing?.rangeMaxKm),
  };
}

/** Motor, battery and range of an e-bike: shown under the e-bike switch when it is on. */
export function EbikeFactsFields({
  values,
  errors,
  onChange,
}: {
  values: EbikeFactValues;
  errors: Partial<Record<keyof EbikeFactValues, string>>;
  onChange(key: keyof EbikeFactValues, value: string): void;
}) {
  const { t } = useTranslation();
  const figure = (key: 'batteryWh' | 'rangeMinKm' | 'rangeMaxKm', id: string, label: string, max: number) => (
    <Field id={id} label={label} error={errors[key]}>
      <Input
        value={values[key]}
        onChange={(e) => onChange(key, e.target.value)}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={String(max).length}
        autoComplete="off"
      />
    </Field>
  );
  return (
    <fieldset
      className="space-y-4 border-t border-neutral-200 pt-4 dark:border-neutral-800"
      data-testid="ebike-facts-fields"
    >
      <legend className="sr-only">{t('listings.fields.ebike-facts')}</legend>
      <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('listings.fields.ebike-facts-hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="infos-motor-type" label={t('listings.fields.motor-type')} error={errors.motorType}>
          <NativeSelect value={values.motorType} onChange={(e) => onChange('motorType', e.target.value)}>
            <option value="">{t('listings.fields.choose-motor')}</option>
            {MOTOR_TYPES.map((m) => (
              <option key={m} value={m}>
                {t(`listings.ebike.motor-types.${m}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {figure('batteryWh', 'infos-battery-wh', t('listings.fields.battery-wh'), 2000)}
        {figure('rangeMinKm', 'infos-range-min', t('listings.fields.range-min'), 300)}
        {figure('rangeMaxKm', 'infos-range-max', t('listings.fields.range-max'), 300)}
      </div>
    </fieldset>
  );
}

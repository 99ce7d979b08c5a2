import { UNIT_LIMITS } from '@biclou/domain/listing-units';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

/** A count the API takes: a whole number of bikes from 1 to 200; anything else is null. */
export function unitCountOf(text: string): number | null {
  const n = Number(text.trim());
  return /^\d+$/.test(text.trim()) && n >= UNIT_LIMITS.min && n <= UNIT_LIMITS.max ? n : null;
}

/** "How many of this bike": a shop lists its identical bikes as one listing (the wizard's first step, pro owners). */
export function UnitsCountField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field id="infos-units" label={t('listings.fields.units')} hint={t('listings.fields.units-hint')} error={error}>
      <Input
        type="number"
        inputMode="numeric"
        min={UNIT_LIMITS.min}
        max={UNIT_LIMITS.max}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="w-32!"
      />
    </Field>
  );
}

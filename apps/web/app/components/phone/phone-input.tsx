import { PHONE_MAX_LENGTH } from '@biclou/contracts/account';
import { forwardRef } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { controlClasses } from '../ui/input';
import { cn } from '../../lib/cn';
import { CountrySelect } from './country-select';
import { findPhoneCountry, type PhoneCountry } from './phone-countries';
import { countryOfTyped, formatPhone } from './phone-validation';

interface PhoneInputProps {
  id?: string;
  value: string;
  onChange(value: string): void;
  country: PhoneCountry;
  onCountryChange(country: PhoneCountry): void;
  invalid?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/** Telephone input with a country selector (spec §5): type tel, at most 25 characters. */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { id, value, onChange, country, onCountryChange, invalid, disabled, ...aria },
  ref,
) {
  const { t } = useTranslation();
  return (
    <div className="flex">
      <CountrySelect value={country} onChange={onCountryChange} disabled={disabled} />
      <input
        ref={ref}
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        placeholder={t('phone.placeholder')}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={aria['aria-describedby']}
        onChange={(e) => {
          const text = e.target.value;
          onChange(text);
          // Typing +41… moves the selector to Switzerland.
          const typed = findPhoneCountry(countryOfTyped(text));
          if (typed && typed.code !== country.code) onCountryChange(typed);
        }}
        onBlur={() => value && onChange(formatPhone(value, country.code))}
        className={cn(controlClasses(invalid, 'h-11 rounded-l-none'))}
      />
    </div>
  );
});

import { SEO_LOCALES, type SeoLocale } from '@biclou/domain/seo-template';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/input';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';

/** The language a template or locale page is written in (id `seo-locale`, for focus on errors). */
export function SeoLocaleField({
  value,
  onChange,
  error,
}: {
  value: SeoLocale;
  onChange: (locale: SeoLocale) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Field id="seo-locale" label={t('admin-seo.fields.locale')} error={error}>
      <NativeSelect name="locale" value={value} onChange={(e) => onChange(e.target.value as SeoLocale)}>
        {SEO_LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`admin-seo.locale.${l}`)}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

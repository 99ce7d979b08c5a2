import type { CategoriesResponse, Size } from '@biclou/contracts/catalog';
import {
  HEIGHT_RANGE,
  INSEAM_RANGE,
  ONE_SIZE_FIT,
  SIZE_GUIDE_TYPES,
  type FrameSizeAdvice,
  type SizeGuideType,
} from '@biclou/domain/frame-size';
import { ArrowRight, Info, Ruler } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Form } from 'react-router';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Container } from '../../components/ui/container';
import { Field } from '../../components/ui/field';
import { Input, NativeSelect } from '../../components/ui/input';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { localLabel, localName } from '../../lib/i18n/local-name';
import { useLocale } from '../../lib/i18n/use-locale';
import type { Locale } from '../../lib/i18n/locales';
import { formatNumber } from '../../lib/numbers';
import { sizeGuideOutcome, sizeSearchPath, type SizeGuideValues } from './size-guide-state';

interface SizeGuidePageProps {
  values: SizeGuideValues;
  catalog: CategoriesResponse | null;
}

const heading = 'text-xl font-semibold tracking-tight text-neutral-900 dark:text-white';
const prose = 'leading-7 text-neutral-700 dark:text-neutral-300';

/**
 * /size-guide: height (and inseam) and the type of bike give the size owners choose on their
 * listings, with a link to the search filtered on it. The form is a plain GET form, so the server
 * renders the answer before any script runs; once hydrated it answers as the rider types.
 */
export function SizeGuidePage({ values: initial, catalog }: SizeGuidePageProps) {
  const { t } = useTranslation();
  const { lp, locale } = useLocale();
  const [values, setValues] = useState(initial);
  // A new URL (the form sent, back/forward) is the new question.
  useEffect(() => setValues(initial), [initial]);
  const outcome = sizeGuideOutcome(values);
  const set = <K extends keyof SizeGuideValues>(key: K, value: SizeGuideValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const invalid = outcome.state === 'invalid' ? outcome : null;

  return (
    <article>
      <div className="border-b border-neutral-200 bg-gradient-to-b from-primary-50/80 to-white dark:border-neutral-800 dark:from-primary-950/40 dark:to-neutral-950">
        <Container className="py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-400">
            {t('size-guide.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-neutral-900 sm:text-5xl dark:text-white">
            {t('titles.size-guide')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-neutral-600 dark:text-neutral-300">
            {t('size-guide.lead')}
          </p>
        </Container>
      </div>

      <Container className="py-10 sm:py-14">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <Form
            method="get"
            action={lp('/size-guide')}
            replace
            preventScrollReset
            className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6 dark:border-neutral-800 dark:bg-neutral-900"
            aria-labelledby="size-guide-form-title"
            data-testid="size-guide-form"
          >
            <h2 id="size-guide-form-title" className="text-base font-semibold text-neutral-900 dark:text-white">
              {t('size-guide.form.title')}
            </h2>
            <div className="mt-5 space-y-5">
              <Field id="size-guide-type" label={t('size-guide.form.type')}>
                <NativeSelect
                  name="type"
                  value={values.type}
                  onChange={(e) => set('type', e.target.value as SizeGuideType)}
                >
                  {SIZE_GUIDE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {categoryName(catalog, type, locale) ?? type}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              <label className="flex items-start gap-3 text-sm text-neutral-800 dark:text-neutral-200">
                <Checkbox
                  name="ebike"
                  value="true"
                  checked={values.ebike}
                  onChange={(e) => set('ebike', e.target.checked)}
                />
                <span>
                  <span className="font-medium">{t('size-guide.form.ebike')}</span>
                  <span className="block text-xs text-neutral-500 dark:text-neutral-400">
                    {t('size-guide.form.ebike-hint')}
                  </span>
                </span>
              </label>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  id="size-guide-height"
                  label={t('size-guide.form.height')}
                  hint={t('size-guide.form.height-hint')}
                  error={invalid?.height ? t('size-guide.errors.height', HEIGHT_RANGE) : undefined}
                >
                  <CmInput name="height" value={values.height} onChange={(v) => set('height', v)} required />
                </Field>
                <Field
                  id="size-guide-inseam"
                  label={t('size-guide.form.inseam')}
                  optional={t('common.optional')}
                  hint={t('size-guide.form.inseam-hint')}
                  error={
                    invalid?.inseam
                      ? t('size-guide.errors.inseam', INSEAM_RANGE)
                      : invalid?.ratio
                        ? t('size-guide.errors.ratio')
                        : undefined
                  }
                >
                  <CmInput name="inseam" value={values.inseam} onChange={(v) => set('inseam', v)} />
                </Field>
              </div>
              <Button type="submit" size="lg" className="w-full sm:w-auto">
                <Ruler className="size-5" aria-hidden="true" />
                {t('size-guide.form.submit')}
              </Button>
            </div>
          </Form>

          <section
            aria-labelledby="size-guide-result-title"
            aria-live="polite"
            className="rounded-2xl border border-primary-200 bg-primary-50/60 p-5 sm:p-6 dark:border-primary-900 dark:bg-primary-950/30"
            data-testid="size-guide-result"
          >
            <h2 id="size-guide-result-title" className="text-base font-semibold text-neutral-900 dark:text-white">
              {t('size-guide.result.title')}
            </h2>
            {outcome.state === 'empty' || outcome.state === 'invalid' ? (
              <p className="mt-4 text-neutral-600 dark:text-neutral-300">
                {outcome.state === 'empty' ? t('size-guide.result.empty') : t('size-guide.result.fix')}
              </p>
            ) : (
              <Advice advice={outcome.advice} values={values} catalog={catalog} />
            )}
          </section>
        </div>

        <div className="mt-14 grid gap-12 lg:grid-cols-2">
          <section aria-labelledby="size-guide-measure">
            <h2 id="size-guide-measure" className={heading}>
              {t('size-guide.measure.title')}
            </h2>
            <ol className="mt-4 space-y-3">
              {(['1', '2', '3'] as const).map((step) => (
                <li key={step} className="flex gap-3">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-primary-700 text-sm font-semibold text-white dark:bg-primary-500 dark:text-primary-950">
                    {step}
                  </span>
                  <span className={prose}>{t(`size-guide.measure.step-${step}`)}</span>
                </li>
              ))}
            </ol>
            <p className={`mt-4 ${prose}`}>{t('size-guide.measure.why')}</p>
          </section>

          <section aria-labelledby="size-guide-scale">
            <h2 id="size-guide-scale" className={heading}>
              {t('size-guide.scale.title')}
            </h2>
            <p className={`mt-3 ${prose}`}>{t('size-guide.scale.text')}</p>
            <SizeScale sizes={catalog?.sizes ?? []} />
          </section>

          <section aria-labelledby="size-guide-between">
            <h2 id="size-guide-between" className={heading}>
              {t('size-guide.between.title')}
            </h2>
            <p className={`mt-3 ${prose}`}>{t('size-guide.between.text')}</p>
            <p className={`mt-3 ${prose}`}>{t('size-guide.between.types')}</p>
          </section>

          <section aria-labelledby="size-guide-tips">
            <h2 id="size-guide-tips" className={heading}>
              {t('size-guide.tips.title')}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-primary-600">
              {(['saddle', 'standover', 'handover', 'ask'] as const).map((tip) => (
                <li key={tip} className={prose}>
                  {t(`size-guide.tips.${tip}`)}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Container>
    </article>
  );
}

/** A category's name from the catalogue, in the page's language. */
function categoryName(catalog: CategoriesResponse | null, slug: string, locale: Locale): string | null {
  const category = catalog?.categories.find((c) => c.slug === slug);
  return category ? localName(category, locale) : null;
}

function CmInput({
  name,
  value,
  onChange,
  required,
  ...field
}: {
  name: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <Input
        {...field}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode="decimal"
        autoComplete="off"
        maxLength={8}
        required={required}
        className="pr-12"
      />
      <span
        className="pointer-events-none absolute inset-y-0 right-3 grid place-items-center text-sm text-neutral-500 dark:text-neutral-400"
        aria-hidden="true"
      >
        {t('size-guide.form.cm')}
      </span>
    </div>
  );
}

function Advice({
  advice,
  values,
  catalog,
}: {
  advice: FrameSizeAdvice;
  values: SizeGuideValues;
  catalog: CategoriesResponse | null;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const size = catalog?.sizes.find((s) => s.code === advice.code);
  const label = size ? localLabel(size, locale) : advice.code;
  const alternative = advice.alternative ? catalog?.sizes.find((s) => s.code === advice.alternative) : undefined;
  const notes: ReactNode[] = [];
  if (advice.scale === 'frame')
    notes.push(t(advice.basis === 'inseam' ? 'size-guide.result.basis-inseam' : 'size-guide.result.basis-height'));
  if (advice.scale === 'wheel') notes.push(t('size-guide.result.kids'));
  if (advice.scale === 'one') {
    const range = ONE_SIZE_FIT[values.type as keyof typeof ONE_SIZE_FIT];
    notes.push(t('size-guide.result.one-size', range));
  }
  if (advice.frame)
    notes.push(
      t(advice.frame.unit === 'in' ? 'size-guide.result.frame-in' : 'size-guide.result.frame-cm', {
        value: formatNumber(advice.frame.value, locale),
        count: advice.frame.value,
      }) + (advice.frame.estimated ? ` ${t('size-guide.result.estimated')}` : ''),
    );

  return (
    <div className="mt-4">
      <div className="flex items-center gap-4">
        <span
          className="grid size-20 shrink-0 place-items-center rounded-2xl bg-primary-700 text-3xl font-bold text-white shadow-sm dark:bg-primary-500 dark:text-primary-950"
          data-testid="size-guide-code"
        >
          {advice.code === 'ONE' ? '1' : advice.code.replace(/^W/, '')}
          {advice.scale === 'wheel' && <span className="text-xl">″</span>}
        </span>
        <div className="min-w-0">
          <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('size-guide.result.size-field')}</p>
          <p
            className="mt-1 inline-flex max-w-full items-center rounded-lg border border-neutral-300 bg-white px-3 py-2 text-[15px] font-medium text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
            data-testid="size-guide-label"
            data-size={advice.code}
          >
            <span className="sr-only">{t('listings.fields.size')}: </span>
            {label}
          </p>
        </div>
      </div>
      <ul className="mt-5 space-y-2 text-sm leading-6 text-neutral-700 dark:text-neutral-300">
        {notes.map((note, i) => (
          <li key={i} className="flex gap-2">
            <Info className="mt-0.5 size-4 shrink-0 text-primary-700 dark:text-primary-400" aria-hidden="true" />
            <span>{note}</span>
          </li>
        ))}
        {alternative && (
          <li className="flex gap-2" data-testid="size-guide-alternative">
            <Info className="mt-0.5 size-4 shrink-0 text-primary-700 dark:text-primary-400" aria-hidden="true" />
            <span>
              {t('size-guide.result.alternative', { size: localLabel(alternative, locale) })}{' '}
              {values.type === 'mountain'
                ? t('size-guide.result.alternative-mountain')
                : values.type === 'road' || values.type === 'gravel'
                  ? t('size-guide.result.alternative-road')
                  : ''}
            </span>
          </li>
        )}
        {advice.fit !== 'ok' && (
          <li
            className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
            data-testid="size-guide-fit"
          >
            {t(`size-guide.fit.${advice.scale}-${advice.fit}`)}
          </li>
        )}
      </ul>
      <LocaleLink
        to={sizeSearchPath(values.type, advice.code, values.ebike)}
        className="mt-6 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-primary-700 px-5 py-3 text-center text-base font-semibold text-white shadow-sm transition-colors hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:w-auto dark:bg-primary-500 dark:text-primary-950 dark:hover:bg-primary-400"
        data-testid="size-guide-search"
      >
        {t(values.ebike ? 'size-guide.result.search-ebike' : 'size-guide.result.search')}
        <ArrowRight className="size-5" aria-hidden="true" />
      </LocaleLink>
    </div>
  );
}

/** The size scale of the listings, from the catalogue: adult frames, then kids' wheels. */
function SizeScale({ sizes }: { sizes: readonly Size[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const groups = [
    { kind: 'frame', title: t('listings.fields.frame-sizes') },
    { kind: 'wheel', title: t('listings.fields.wheel-sizes') },
  ] as const;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      {groups.map((group) => (
        <div
          key={group.kind}
          className="overflow-hidden rounded-xl border border-neutral-200 dark:border-neutral-800"
          data-testid={`size-scale-${group.kind}`}
        >
          <h3 className="bg-neutral-50 px-4 py-2 text-sm font-semibold text-neutral-900 dark:bg-neutral-900 dark:text-white">
            {group.title}
          </h3>
          <ul className="divide-y divide-neutral-100 text-sm dark:divide-neutral-800">
            {sizes
              .filter((s) => s.kind === group.kind)
              .map((s) => (
                <li key={s.code} className="px-4 py-2 text-neutral-700 dark:text-neutral-300">
                  {localLabel(s, locale)}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

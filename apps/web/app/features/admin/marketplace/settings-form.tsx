import type { AdminSettings, AdminSettingsRequest } from '@biclou/contracts/admin-marketplace';
import * as endpoints from '@biclou/contracts/endpoints';
import { CANCELATION_OPTION_KEYS, type CancelationOptionKey } from '@biclou/domain/cancelation-options';
import { ArrowRight, CalendarClock, Percent, Save, Timer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { AffixInput } from '../../../components/ui/affix-input';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { useMarketFieldErrors, useMarketMessage } from './market-messages';

type Values = Record<string, string>;
type Unit = 'pct-bp' | 'pct' | 'money' | 'int';

/** Every field of the form: its API path, its unit (rates are basis points in the API, percents here). */
const FIELDS: { path: string; unit: Unit; group: 'rates' | 'timers' | 'options'; hint?: true }[] = [
  { path: 'serviceFeeRateBp', unit: 'pct-bp', group: 'rates' },
  { path: 'commissionRateBp', unit: 'pct-bp', group: 'rates' },
  { path: 'minPayoutCents', unit: 'money', group: 'rates' },
  { path: 'requestExpiryHours', unit: 'int', group: 'timers' },
  { path: 'instantPaymentWindowMinutes', unit: 'int', group: 'timers', hint: true },
  { path: 'maxOpenRequests', unit: 'int', group: 'timers' },
  { path: 'creditDelayDays', unit: 'int', group: 'timers' },
  { path: 'maxBookingDays', unit: 'int', group: 'timers' },
  { path: 'maxAdvanceMonths', unit: 'int', group: 'timers' },
  ...CANCELATION_OPTION_KEYS.flatMap((k) =>
    (['delayDays', 'refundBeforeDelayPct', 'refundAfterDelayPct'] as const).map((f) => ({
      path: `cancelationOptions.${k}.${f}`,
      unit: (f === 'delayDays' ? 'int' : 'pct') as Unit,
      group: 'options' as const,
    })),
  ),
];

function read(settings: AdminSettings, path: string): number {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], settings) as number;
}

/** A stored number as the field shows it: 1000 bp → "10", 2000 cents → "20", 12.5 % → "12.5". */
function shown(value: number, unit: Unit, locale: string): string {
  const n = unit === 'pct-bp' || unit === 'money' ? value / 100 : value;
  return locale === 'fr' ? String(n).replace('.', ',') : String(n);
}

/** What the person typed, as the API's number (NaN when it is not a number: the API says why). */
function parsed(text: string, unit: Unit): number {
  const n = Number(text.trim().replace(',', '.').replace(/\s/g, ''));
  if (text.trim() === '' || !Number.isFinite(n)) return Number.NaN;
  return unit === 'pct-bp' || unit === 'money' ? Math.round(n * 100) : n;
}

function toValues(settings: AdminSettings, locale: string): Values {
  return Object.fromEntries(FIELDS.map((f) => [f.path, shown(read(settings, f.path), f.unit, locale)]));
}

function toBody(values: Values): AdminSettingsRequest {
  const body: Record<string, unknown> = { cancelationOptions: {} };
  for (const f of FIELDS) {
    const n = parsed(values[f.path] ?? '', f.unit);
    const keys = f.path.split('.');
    let target = body;
    for (const k of keys.slice(0, -1)) target = (target[k] ??= {}) as Record<string, unknown>;
    target[keys.at(-1)!] = Number.isNaN(n) ? null : n;
  }
  return body as AdminSettingsRequest;
}

/** /admin/settings: the booking settings, checked by the API, with the changes shown before they are saved. */
export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const message = useMarketMessage();
  const fieldErrors = useMarketFieldErrors();
  const initial = toValues(settings, locale);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [saving, setSaving] = useState(false);

  const changes = FIELDS.filter((f) => parsed(values[f.path] ?? '', f.unit) !== read(settings, f.path));
  const label = (path: string) => {
    const parts = path.split('.');
    return parts[0] === 'cancelationOptions'
      ? `${t(`admin-market.settings.option.${parts[1]}`)} · ${t(`admin-market.settings.field.${parts[2]}`)}`
      : t(`admin-market.settings.field.${path}`);
  };
  // A unit word agrees with the number before it ("1 hour", "48 hours"); an empty field reads as plural.
  const suffix = (unit: Unit, path: string, text: string) =>
    unit === 'pct-bp' || unit === 'pct'
      ? '%'
      : unit === 'money'
        ? '€'
        : t(`admin-market.settings.unit.${path.split('.').at(-1)}`, { count: parsed(text, unit) });

  const input = (path: string, unit: Unit, hint?: ReactNode) => (
    <Field key={path} id={`settings-${path}`} label={label(path)} hint={hint} error={errors[path]}>
      <AffixInput
        inputMode="decimal"
        suffix={suffix(unit, path, values[path] ?? '')}
        value={values[path] ?? ''}
        onChange={(e) => {
          setValues((v) => ({ ...v, [path]: e.target.value }));
          setErrors((er) => ({ ...er, [path]: '' }));
        }}
      />
    </Field>
  );

  const save = async () => {
    setSaving(true);
    setFormError(null);
    const res = await api.call(endpoints.adminUpdateSettings, { body: toBody(values), quiet: true });
    setSaving(false);
    if (!res.ok) {
      setReviewing(false);
      const fields = fieldErrors(res.error.fields);
      setErrors(fields);
      setFormError(res.error.fields ? t('admin-market.settings.fix') : message(res.error.message));
      const first = FIELDS.find((f) => fields[f.path]);
      if (first) document.getElementById(`settings-${first.path}`)?.focus();
      return;
    }
    setReviewing(false);
    setValues(toValues(res.data.settings, locale));
    toast.success(t('admin-market.settings.saved'));
    void revalidate();
  };

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (changes.length) setReviewing(true);
      }}
    >
      <FormAlert message={formError} />
      <CardSection
        title={t('admin-market.settings.rates')}
        description={t('admin-market.settings.rates-text')}
        icon={<Percent className="size-5" />}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {input('serviceFeeRateBp', 'pct-bp', t('admin-market.settings.hint.serviceFeeRateBp'))}
          {input('commissionRateBp', 'pct-bp', t('admin-market.settings.hint.commissionRateBp'))}
          {input('minPayoutCents', 'money', t('admin-market.settings.hint.minPayoutCents'))}
        </div>
      </CardSection>
      <CardSection
        title={t('admin-market.settings.timers')}
        description={t('admin-market.settings.timers-text')}
        icon={<Timer className="size-5" />}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          {FIELDS.filter((f) => f.group === 'timers').map((f) =>
            input(f.path, f.unit, f.hint && t(`admin-market.settings.hint.${f.path}`)),
          )}
        </div>
      </CardSection>
      <CardSection
        title={t('admin-market.settings.options')}
        description={t('admin-market.settings.options-text')}
        icon={<CalendarClock className="size-5" />}
      >
        <div className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {CANCELATION_OPTION_KEYS.map((k: CancelationOptionKey) => (
            <fieldset key={k} className="grid gap-4 py-4 first:pt-0 last:pb-0 sm:grid-cols-[10rem_1fr_1fr_1fr]">
              <legend className="sr-only">{t(`admin-market.settings.option.${k}`)}</legend>
              <p className="self-center text-sm font-semibold text-neutral-900 dark:text-white" aria-hidden="true">
                {t(`admin-market.settings.option.${k}`)}
              </p>
              {(['delayDays', 'refundBeforeDelayPct', 'refundAfterDelayPct'] as const).map((f) =>
                input(`cancelationOptions.${k}.${f}`, f === 'delayDays' ? 'int' : 'pct'),
              )}
            </fieldset>
          ))}
        </div>
      </CardSection>
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-neutral-200 bg-white/90 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border dark:border-neutral-800 dark:bg-neutral-900/90">
        <p className="mr-auto text-sm text-neutral-600 dark:text-neutral-400">
          {changes.length
            ? t('admin-market.settings.pending', { count: changes.length })
            : t('admin-market.settings.no-change')}
        </p>
        <Button type="button" variant="ghost" disabled={!changes.length} onClick={() => setValues(initial)}>
          {t('admin-market.settings.discard')}
        </Button>
        <Button type="submit" disabled={!changes.length}>
          {t('admin-market.settings.review')}
        </Button>
      </div>

      <Dialog
        open={reviewing}
        onOpenChange={setReviewing}
        title={t('admin-market.settings.review-title')}
        description={t('admin-market.settings.review-text')}
      >
        <ul className="mb-5 divide-y divide-neutral-100 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
          {changes.map((f) => (
            <li key={f.path} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="text-neutral-700 dark:text-neutral-300">{label(f.path)}</span>
              <span className="flex items-center gap-2 font-medium tabular-nums">
                <del className="text-neutral-500 decoration-red-400">
                  {initial[f.path]} {suffix(f.unit, f.path, initial[f.path] ?? '')}
                </del>
                <ArrowRight className="size-3.5 text-neutral-400" aria-hidden="true" />
                <ins className="text-emerald-700 no-underline dark:text-emerald-400">
                  {values[f.path] || '—'} {suffix(f.unit, f.path, values[f.path] ?? '')}
                </ins>
              </span>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => setReviewing(false)}>
            {t('admin-market.cancel')}
          </Button>
          <Button type="button" loading={saving} onClick={save}>
            <Save className="size-4" aria-hidden="true" />
            {t('admin-market.settings.save')}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}

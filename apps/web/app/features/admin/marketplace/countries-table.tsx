import type { AdminCountry } from '@biclou/contracts/admin-marketplace';
import * as endpoints from '@biclou/contracts/endpoints';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { createColumnHelper, DataTable, type ColumnDef } from '../../../components/data-table';
import { FormAlert } from '../../../components/form-alert';
import { AffixInput } from '../../../components/ui/affix-input';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { Locale } from '../../../lib/i18n/locales';
import { formatPercent } from '../../../lib/numbers';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { useMarketFieldErrors, useMarketMessage } from './market-messages';

const pct = (bp: number, locale: Locale) => formatPercent(bp / 100, locale);

/** /admin/countries: the countries Biclou runs in, each editable in a dialog. */
export function CountriesTable({ countries }: { countries: AdminCountry[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [editing, setEditing] = useState<AdminCountry | null>(null);
  const col = createColumnHelper<AdminCountry>();
  const columns: ColumnDef<AdminCountry, never>[] = [
    col.display({
      id: 'name',
      header: t('admin-market.countries.col-country'),
      meta: { cardTitle: true },
      cell: ({ row: { original: c } }) => (
        <span className="flex items-center gap-2">
          <span className="rounded bg-neutral-100 px-1.5 py-0.5 font-mono text-xs dark:bg-neutral-800">{c.code}</span>
          <span className="font-medium text-neutral-900 dark:text-white">{locale === 'fr' ? c.nameFr : c.nameEn}</span>
        </span>
      ),
    }),
    col.display({
      id: 'active',
      header: t('admin-market.countries.col-active'),
      cell: ({ row: { original: c } }) =>
        c.active ? (
          <Badge color="success">{t('admin-market.countries.enabled')}</Badge>
        ) : (
          <Badge>{t('admin-market.countries.disabled')}</Badge>
        ),
    }),
    col.display({
      id: 'currency',
      header: t('admin-market.countries.col-currency'),
      cell: ({ row }) => row.original.currency,
    }),
    col.display({
      id: 'dialCode',
      header: t('admin-market.countries.col-dial'),
      cell: ({ row }) => row.original.dialCode,
    }),
    col.display({
      id: 'priority',
      header: t('admin-market.countries.col-priority'),
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => row.original.priority,
    }),
    col.display({
      id: 'vat',
      header: t('admin-market.countries.col-vat'),
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => pct(row.original.vatRateBp, locale),
    }),
    col.display({
      id: 'edit',
      header: '',
      meta: { className: 'text-right', hideOnCard: true },
      cell: ({ row: { original: c } }) => (
        <Button variant="ghost" size="sm" onClick={() => setEditing(c)}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('admin-market.edit')}
          <span className="sr-only">{c.code}</span>
        </Button>
      ),
    }),
  ];
  return (
    <>
      <DataTable
        columns={columns}
        data={countries}
        caption={t('titles.admin-countries')}
        getRowId={(c) => c.code}
        nextCursor={null}
        mobile="scroll"
      />
      {editing && <CountryDialog key={editing.code} country={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function CountryDialog({ country, onClose }: { country: AdminCountry; onClose(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const message = useMarketMessage();
  const fieldErrors = useMarketFieldErrors();
  const [v, setV] = useState({
    nameEn: country.nameEn,
    nameFr: country.nameFr,
    active: country.active,
    currency: country.currency,
    dialCode: country.dialCode,
    priority: String(country.priority),
    vat: String(country.vatRateBp / 100),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(',', '.')));
  const text = (key: 'nameEn' | 'nameFr' | 'currency' | 'dialCode' | 'priority' | 'vat') => ({
    value: v[key],
    onChange: (e: { target: { value: string } }) => setV((o) => ({ ...o, [key]: e.target.value })),
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin-market.countries.edit-title', { name: country.code })}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={async (e) => {
          e.preventDefault();
          setSaving(true);
          setFormError(null);
          const vat = num(v.vat);
          const priority = num(v.priority);
          const res = await api.call(endpoints.adminUpdateCountry, {
            params: { code: country.code },
            body: {
              nameEn: v.nameEn,
              nameFr: v.nameFr,
              active: v.active,
              currency: v.currency.trim().toUpperCase(),
              dialCode: v.dialCode.trim(),
              priority: Number.isNaN(priority) ? -1 : priority,
              vatRateBp: Number.isNaN(vat) ? -1 : Math.round(vat * 100),
            },
            quiet: true,
          });
          setSaving(false);
          if (!res.ok) {
            const f = fieldErrors(res.error.fields);
            setErrors({ ...f, vat: f.vatRateBp ?? '' });
            if (!res.error.fields) setFormError(message(res.error.message));
            return;
          }
          toast.success(t('admin-market.countries.saved'));
          onClose();
          void revalidate();
        }}
      >
        <FormAlert message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="country-nameEn" label={t('admin-market.countries.name-en')} error={errors.nameEn}>
            <Input {...text('nameEn')} />
          </Field>
          <Field id="country-nameFr" label={t('admin-market.countries.name-fr')} error={errors.nameFr}>
            <Input {...text('nameFr')} />
          </Field>
          <Field id="country-currency" label={t('admin-market.countries.col-currency')} error={errors.currency}>
            <Input maxLength={3} className="uppercase" {...text('currency')} />
          </Field>
          <Field id="country-dialCode" label={t('admin-market.countries.col-dial')} error={errors.dialCode}>
            <Input inputMode="tel" {...text('dialCode')} />
          </Field>
          <Field
            id="country-priority"
            label={t('admin-market.countries.col-priority')}
            hint={t('admin-market.countries.priority-hint')}
            error={errors.priority}
          >
            <Input inputMode="numeric" {...text('priority')} />
          </Field>
          <Field id="country-vat" label={t('admin-market.countries.col-vat')} error={errors.vat}>
            <AffixInput inputMode="decimal" suffix="%" {...text('vat')} />
          </Field>
        </div>
        <div className="flex items-center justify-between gap-3 rounded-lg border border-neutral-200 px-3 py-2.5 dark:border-neutral-800">
          <label htmlFor="country-active" className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
            {t('admin-market.countries.active-label')}
          </label>
          <Switch
            id="country-active"
            checked={v.active}
            onCheckedChange={(active) => setV((o) => ({ ...o, active }))}
          />
        </div>
        {errors.active && (
          <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
            {errors.active}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('admin-market.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('admin-market.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

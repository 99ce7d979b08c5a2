import * as endpoints from '@biclou/contracts/endpoints';
import type { ListingUnit } from '@biclou/contracts/listing-units';
import { Bike, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { CardSection } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { FormAlert } from '../../../components/form-alert';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';
import type { ApiResult } from '../../../lib/api-client';

/**
 * "Bikes": the identical bikes this listing offers (its units), each with a marking (frame number),
 * a note and whether it is in service; more added at once, one removed (refused while it holds a
 * booking still to come: the API's message says why).
 */
export function UnitsSection({ listingId, units: loaded }: { listingId: string; units: ListingUnit[] }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const id = useId();
  const [units, setUnits] = useState(loaded);
  const [count, setCount] = useState('1');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inService = units.filter((u) => !u.outOfService).length;

  const done = (res: ApiResult<{ units: ListingUnit[] }>, saved: string) => {
    setBusy(null);
    if (!res.ok) return setError(translateServerMessage(i18n, res.error.message));
    setUnits(res.data.units);
    toast.success(saved);
  };

  async function add(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy('add');
    const res = await api.call(endpoints.addListingUnits, {
      params: { listingId },
      body: { count: Number(count) },
      quiet: true,
    });
    done(res, t('listings.units.added'));
    if (res.ok) setCount('1');
  }

  async function save(unit: ListingUnit, form: HTMLFormElement) {
    setError(null);
    setBusy(unit.id);
    const data = new FormData(form);
    const res = await api.call(endpoints.updateListingUnit, {
      params: { listingId, unitId: unit.id },
      body: {
        marking: String(data.get('marking') ?? ''),
        note: String(data.get('note') ?? ''),
        outOfService: data.get('outOfService') === 'on',
      },
      quiet: true,
    });
    done(res, t('listings.units.saved'));
  }

  async function remove(unit: ListingUnit) {
    setError(null);
    setBusy(unit.id);
    const res = await api.call(endpoints.deleteListingUnit, { params: { listingId, unitId: unit.id }, quiet: true });
    done(res, t('listings.units.removed'));
  }

  return (
    <CardSection
      id="units"
      title={t('listings.units.title')}
      description={t('listings.units.description')}
      icon={<Bike className="size-5" />}
    >
      <div className="space-y-4">
        <FormAlert message={error} />
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          {t('listings.units.summary', { count: units.length, inService })}
        </p>
        <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
          {units.map((unit, i) => (
            <li key={unit.id} className="py-3">
              <form
                noValidate
                aria-label={t('listings.units.bike', { number: i + 1 })}
                onSubmit={(e) => {
                  e.preventDefault();
                  void save(unit, e.currentTarget);
                }}
                className="grid gap-3 sm:grid-cols-[auto_1fr_1fr_auto] sm:items-end"
              >
                <p className="text-sm font-semibold text-neutral-900 sm:pb-2 dark:text-white">
                  {t('listings.units.bike', { number: i + 1 })}
                </p>
                <label className="block text-xs font-medium text-neutral-600 dark:text-neutral-400">
                  {t('listings.units.marking')}
                  <Input name="marking" defaultValue={unit.marking ?? ''} maxLength={60} className="mt-1" />
                </label>
                <label className="block text-xs font-medium text-neutral-600 dark:text-neutral-400">
                  {t('listings.units.note')}
                  <Input name="note" defaultValue={unit.note ?? ''} maxLength={500} className="mt-1" />
                </label>
                <div className="flex flex-wrap items-center gap-3 sm:pb-1">
                  <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-neutral-800 dark:text-neutral-200">
                    <Checkbox name="outOfService" defaultChecked={unit.outOfService} />
                    {t('listings.units.out-of-service')}
                  </label>
                  <Button type="submit" size="sm" variant="outline" loading={busy === unit.id}>
                    {t('common.save')}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    disabled={units.length <= 1 || busy !== null}
                    aria-label={t('listings.units.remove', { number: i + 1 })}
                    onClick={() => void remove(unit)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </form>
            </li>
          ))}
        </ul>
        <form noValidate onSubmit={add} className="flex flex-wrap items-end gap-3">
          <label htmlFor={`${id}-count`} className="block text-sm font-medium text-neutral-900 dark:text-white">
            {t('listings.units.add-count')}
            <Input
              id={`${id}-count`}
              type="number"
              inputMode="numeric"
              min={1}
              max={200}
              value={count}
              onChange={(e) => setCount(e.target.value)}
              className="mt-1 w-28!"
            />
          </label>
          <Button type="submit" variant="outline" loading={busy === 'add'}>
            {t('listings.units.add')}
          </Button>
        </form>
      </div>
    </CardSection>
  );
}

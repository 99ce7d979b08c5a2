import { LISTING_LIMITS } from '@biclou/domain/listing-rules';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { randomId } from '../../../lib/random-id';

export interface AccessoryRow {
  key: string;
  name: string;
  /** As typed, in euros ("2", "1,50"); empty or 0 means included. */
  price: string;
}

export function newAccessoryRow(name = '', price = ''): AccessoryRow {
  return { key: randomId(), name, price };
}

interface AccessoriesEditorProps {
  idPrefix: string;
  rows: readonly AccessoryRow[];
  onChange(rows: AccessoryRow[]): void;
  error?: string;
  /** Inside a card titled "Accessories" the legend is for screen readers only. */
  quietLegend?: boolean;
}

/** Name and price per day of each accessory; 0 € means included for free. */
export function AccessoriesEditor({ idPrefix, rows, onChange, error, quietLegend }: AccessoriesEditorProps) {
  const { t } = useTranslation();
  const update = (key: string, change: Partial<AccessoryRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  return (
    <fieldset aria-describedby={`${idPrefix}-hint`}>
      <legend className={quietLegend ? 'sr-only' : 'text-sm font-medium text-neutral-800 dark:text-neutral-200'}>
        {t('listings.fields.accessories')}
      </legend>
      <p
        id={`${idPrefix}-hint`}
        className={cn(quietLegend ? 'text-sm' : 'mt-1 text-xs', 'text-neutral-500 dark:text-neutral-400')}
      >
        {t('listings.accessories.hint')}
      </p>
      {rows.length > 0 && (
        <ul className="mt-3 space-y-2">
          {rows.map((row, i) => (
            <li key={row.key} className="grid grid-cols-[minmax(0,1fr)_7.5rem_auto] items-center gap-2">
              <Input
                aria-label={t('listings.accessories.name', { n: i + 1 })}
                value={row.name}
                onChange={(e) => update(row.key, { name: e.target.value })}
                placeholder={t('listings.accessories.name-placeholder')}
                maxLength={80}
              />
              <div className="relative">
                <Input
                  aria-label={t('listings.accessories.price', { n: i + 1 })}
                  value={row.price}
                  onChange={(e) => update(row.key, { price: e.target.value })}
                  inputMode="decimal"
                  placeholder="0"
                  className="pr-14 text-right tabular-nums"
                />
                <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-neutral-500 dark:text-neutral-400">
                  {t('listings.accessories.per-day')}
                </span>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="size-10 px-0"
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                aria-label={t('listings.accessories.remove', { n: i + 1 })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-2 text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        onClick={() => onChange([...rows, newAccessoryRow()])}
        disabled={rows.length >= LISTING_LIMITS.maxAccessories}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('listings.accessories.add')}
      </Button>
    </fieldset>
  );
}

import { useTranslation } from '../lib/i18n/tiny-i18n';
import { Checkbox } from './ui/checkbox';
import { cn } from '../lib/cn';

interface PaidAccessory {
  id: string;
  name: string;
  pricePerDayCents: number;
}

/** The paid accessories a renter can add, with their price per day (listing page and booking request). */
export function AccessoryChecklist({
  accessories,
  chosen,
  onToggle,
  money,
  className,
  legendClassName,
}: {
  accessories: readonly PaidAccessory[];
  chosen: ReadonlySet<string>;
  onToggle: (accessoryId: string) => void;
  money: (cents: number) => string;
  className?: string;
  legendClassName?: string;
}) {
  const { t } = useTranslation();
  if (accessories.length === 0) return null;
  return (
    <fieldset className={className}>
      <legend className={cn('font-semibold', legendClassName)}>{t('listings.preview.accessories')}</legend>
      <div className="mt-2 space-y-2">
        {accessories.map((a) => (
          <label
            key={a.id}
            className="flex cursor-pointer items-center gap-2.5 text-sm text-neutral-700 dark:text-neutral-300"
          >
            <Checkbox checked={chosen.has(a.id)} onChange={() => onToggle(a.id)} className="mt-0" />
            <span className="flex-1">{a.name}</span>
            <span className="text-neutral-500 tabular-nums dark:text-neutral-400">
              {t('listings.preview.accessory-price', { price: money(a.pricePerDayCents) })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

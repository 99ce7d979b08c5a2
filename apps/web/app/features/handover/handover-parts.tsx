import type { HandoverComparisonView, HandoverPhoto, HandoverReport } from '@biclou/contracts/handover';
import { CHECKLIST_ITEMS } from '@biclou/domain/handover-checklist';
import { BatteryMedium, Check, CircleAlert, TriangleAlert } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';

export function ReportStatusBadge({ status }: { status: HandoverReport['status'] }) {
  const { t } = useTranslation();
  const color = status === 'confirmed' ? 'success' : status === 'contested' ? 'error' : 'warning';
  return (
    <Badge color={color} data-testid="report-status">
      {t(`handover.status.${status}`)}
    </Badge>
  );
}

/** Photo thumbnails with the server's time under each. */
export function PhotoGrid({
  photos,
  onRemove,
  timeZone,
}: {
  photos: HandoverPhoto[];
  onRemove?: (id: string) => void;
  /** The bike's clock: when each photo was taken. */
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="handover-photos">
      {photos.map((p) => (
        <li key={p.id} className="relative overflow-hidden rounded-xl bg-neutral-100 dark:bg-neutral-800">
          <a href={p.url} target="_blank" rel="noreferrer">
            <img
              src={p.url}
              alt={t('handover.photo-alt', { time: formatDateTime(p.takenAt, locale, timeZone) })}
              className="aspect-[4/3] w-full object-cover"
              loading="lazy"
            />
          </a>
          <span className="block px-2 py-1 text-[11px] text-neutral-600 tabular-nums dark:text-neutral-300">
            {formatDateTime(p.takenAt, locale, timeZone)}
          </span>
          {onRemove && (
            <button
              type="button"
              onClick={() => onRemove(p.id)}
              className="absolute top-1 right-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white hover:bg-black/80 print:hidden"
            >
              {t('handover.form.remove-photo')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One report: checklist, accessories, battery, odometer, notes and photos. */
export function ReportBody({ report, timeZone }: { report: HandoverReport; timeZone: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const c = report.checklist;
  return (
    <div className="space-y-4" data-testid={`report-${report.kind}`}>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        {t('handover.submitted-at', { date: formatDateTime(report.submittedAt, locale, timeZone, { zone: true }) })}
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {CHECKLIST_ITEMS.map((item) => {
          const state = c.items[item];
          return (
            <div
              key={item}
              className="flex items-center justify-between gap-2 border-b border-neutral-100 py-1 dark:border-neutral-800"
            >
              <dt className="text-neutral-700 dark:text-neutral-300">{t(`handover.items.${item}`)}</dt>
              <dd
                className={
                  state === 'ok'
                    ? 'font-medium text-emerald-700 dark:text-emerald-400'
                    : 'font-semibold text-red-700 dark:text-red-400'
                }
                data-testid={`item-${item}`}
              >
                {t(`handover.states.${state}`)}
              </dd>
            </div>
          );
        })}
        {c.accessories.map((a) => (
          <div
            key={a.name}
            className="flex items-center justify-between gap-2 border-b border-neutral-100 py-1 dark:border-neutral-800"
          >
            <dt className="text-neutral-700 dark:text-neutral-300">{a.name}</dt>
            <dd
              className={
                a.present
                  ? 'font-medium text-emerald-700 dark:text-emerald-400'
                  : 'font-semibold text-red-700 dark:text-red-400'
              }
            >
              {t(a.present ? 'handover.present' : 'handover.states.missing')}
            </dd>
          </div>
        ))}
        {c.electric && (
          <>
            <div className="flex items-center justify-between gap-2 border-b border-neutral-100 py-1 dark:border-neutral-800">
              <dt className="text-neutral-700 dark:text-neutral-300">{t('handover.battery')}</dt>
              <dd className="font-medium tabular-nums" data-testid="battery">
                {report.batteryPercent} %
              </dd>
            </div>
            <div className="flex items-center justify-between gap-2 border-b border-neutral-100 py-1 dark:border-neutral-800">
              <dt className="text-neutral-700 dark:text-neutral-300">{t('handover.charger')}</dt>
              <dd
                className={
                  c.chargerPresent
                    ? 'font-medium text-emerald-700 dark:text-emerald-400'
                    : 'font-semibold text-red-700 dark:text-red-400'
                }
              >
                {t(c.chargerPresent ? 'handover.present' : 'handover.states.missing')}
              </dd>
            </div>
          </>
        )}
        {report.odometerKm !== null && (
          <div className="flex items-center justify-between gap-2 border-b border-neutral-100 py-1 dark:border-neutral-800">
            <dt className="text-neutral-700 dark:text-neutral-300">{t('handover.odometer')}</dt>
            <dd className="font-medium tabular-nums">{report.odometerKm} km</dd>
          </div>
        )}
      </dl>
      {report.notes && (
        <div>
          <p className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('handover.notes')}</p>
          <p className="text-sm whitespace-pre-line text-neutral-700 dark:text-neutral-300">{report.notes}</p>
        </div>
      )}
      <PhotoGrid photos={report.photos} timeZone={timeZone} />
      {report.renterComment && (
        <blockquote
          className="rounded-lg border-l-4 border-red-500 bg-red-50 p-3 text-sm whitespace-pre-line text-red-900 dark:bg-red-950/40 dark:text-red-100"
          data-testid="renter-comment"
        >
          <span className="block font-semibold">{t('handover.renter-comment')}</span>
          {report.renterComment}
        </blockquote>
      )}
    </div>
  );
}

/** Check-in against check-out: new damage, missing parts and accessories, battery level. */
export function Comparison({ comparison: c }: { comparison: HandoverComparisonView }) {
  const { t } = useTranslation();
  const missing = [
    ...c.missingItems.map((i) => t(`handover.items.${i}`)),
    ...c.missingAccessories,
    ...(c.chargerMissing ? [t('handover.charger')] : []),
  ];
  return (
    <div className="space-y-2 text-sm" data-testid="handover-comparison">
      {c.clean && (
        <p className="flex items-center gap-2 font-medium text-emerald-700 dark:text-emerald-400">
          <Check className="size-4" aria-hidden="true" />
          {t('handover.compare.clean')}
        </p>
      )}
      {c.newDamage.length > 0 && (
        <p className="flex items-start gap-2 text-red-800 dark:text-red-300" data-testid="compare-damage">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">{t('handover.compare.new-damage')}</span>{' '}
            {c.newDamage.map((i) => t(`handover.items.${i}`)).join(', ')}
          </span>
        </p>
      )}
      {missing.length > 0 && (
        <p className="flex items-start gap-2 text-red-800 dark:text-red-300" data-testid="compare-missing">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">{t('handover.compare.missing')}</span> {missing.join(', ')}
          </span>
        </p>
      )}
      {c.battery.checkin !== null && c.battery.checkout !== null && (
        <p
          className={
            (c.batteryDrop ?? 0) > 0
              ? 'flex items-center gap-2 text-amber-800 dark:text-amber-300'
              : 'flex items-center gap-2 text-neutral-700 dark:text-neutral-300'
          }
          data-testid="compare-battery"
        >
          <BatteryMedium className="size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-semibold">{t('handover.compare.battery')}</span>{' '}
            {t('handover.compare.battery-values', {
              from: c.battery.checkin,
              to: c.battery.checkout,
              count: c.batteryDrop ?? 0,
            })}
          </span>
        </p>
      )}
      {c.distanceKm !== null && (
        <p className="text-neutral-700 dark:text-neutral-300">{t('handover.compare.distance', { km: c.distanceKm })}</p>
      )}
    </div>
  );
}

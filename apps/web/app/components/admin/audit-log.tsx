import type { AdminObjectType, AuditEntry, AuditResponse } from '@biclou/contracts/admin';
import { ADMIN_ACTIONS } from '@biclou/contracts/admin-constants';
import * as endpoints from '@biclou/contracts/endpoints';
import { History } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ApiClient } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import type { Locale } from '../../lib/i18n/locales';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation, type TFunction } from '../../lib/i18n/tiny-i18n';
import { formatMoney } from '../../lib/money';
import { formatNumber, formatPercent } from '../../lib/numbers';
import { auditChanges, currencyOf, type AuditChange, type HoldState } from './audit-changes';
import { LocaleLink } from '../locale-link';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

/** An action in words ("Account suspended"); an unknown code shows as it is. */
export function auditActionLabel(t: TFunction, action: string): string {
  return (ADMIN_ACTIONS as readonly string[]).includes(action) ? t(`admin-ui.audit.actions.${action}`) : action;
}

/** The translation of `key`, or null when the catalogue has none (tiny-i18n answers the key itself). */
const known = (t: TFunction, key: string) => {
  const text = t(key);
  return text === key ? null : text;
};

/** A changed field's label: each segment of its path in words ("Strict · Refund before"). */
export function auditFieldLabel(t: TFunction, change: Pick<AuditChange, 'segments'>): string {
  return change.segments.map((s) => known(t, `admin-ui.audit.fields.${s}`) ?? s).join(' · ');
}

/** Where a field's coded values are worded: its own list, else the audit's shared one. */
const VALUE_KEYS: Record<string, string> = {
  bookingStatus: 'bookings.status',
  holdStatus: 'deposits.status',
  closeReason: 'chat.close.reasons',
};

/** A deposit hold in words with its amounts: "Held on the card: €200.00", "Captured: €120.00; €80.00 released". */
function holdValue(t: TFunction, locale: Locale, h: HoldState, currency: string): string {
  const money = (cents: number) => formatMoney(cents, currency, locale);
  switch (h.status) {
    case 'authorised':
      return t('admin-ui.audit.hold.held', { amount: money(h.heldCents) });
    case 'captured':
    case 'partially_captured':
      return h.releasedCents > 0
        ? t('admin-ui.audit.hold.captured-released', {
            amount: money(h.capturedCents),
            released: money(h.releasedCents),
          })
        : t('admin-ui.audit.hold.captured', { amount: money(h.capturedCents) });
    case 'released':
      return h.releasedCents > 0
        ? t('admin-ui.audit.hold.released', { amount: money(h.releasedCents) })
        : t('deposits.status.released');
    default:
      return known(t, `deposits.status.${h.status}`) ?? h.status;
  }
}

/** A value as a person reads it: money as money, rates as percentages, dates as dates, yes and no. */
export function auditValue(
  t: TFunction,
  locale: Locale,
  change: Pick<AuditChange, 'kind' | 'segments'>,
  value: unknown,
  currency: string,
): string {
  if (value === undefined || value === null || value === '') return '—';
  const n = typeof value === 'number' ? value : null;
  switch (change.kind) {
    case 'money':
      if (n !== null) return formatMoney(n, currency, locale);
      break;
    case 'bp':
      if (n !== null) return formatPercent(n / 100, locale);
      break;
    case 'percent':
      if (n !== null) return formatPercent(n, locale);
      break;
    case 'days':
    case 'hours':
    case 'minutes':
    case 'months':
      if (n !== null) return t(`counts.${change.kind}`, { count: n });
      break;
    case 'date':
      if (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
        return formatDateTime(value, locale, MARKETPLACE_TIME_ZONE);
      break;
    case 'bool':
      return t(value ? 'admin-ui.audit.yes' : 'admin-ui.audit.no');
    case 'hold':
      if (typeof value === 'object') return holdValue(t, locale, value as HoldState, currency);
      break;
    case 'text':
      break;
  }
  if (typeof value === 'boolean') return t(value ? 'admin-ui.audit.yes' : 'admin-ui.audit.no');
  if (typeof value === 'string') {
    const field = change.segments.at(-1) ?? '';
    const list = VALUE_KEYS[field];
    return (
      (list && known(t, `${list}.${value}`)) ??
      known(t, `admin-ui.audit.values.${value}`) ??
      (field === 'status' ? known(t, `bookings.status.${value}`) : null) ??
      value
    );
  }
  if (Array.isArray(value)) return value.map(String).join(', ');
  return n !== null ? formatNumber(n, locale) : JSON.stringify(value);
}

/**
 * The audit log: who did what, when, why, with what changed, in words: each action's
 * name and a before → after table of the fields that changed (labels and values formatted for the
 * reader). On an object's page give `objectType` + `objectId`; without them it lists every action.
 * `initial` is the loader's first page (no fetch on mount); the API client (`useApi()` of the page)
 * loads the next pages. After an action on the page (the route revalidates), the list reloads.
 */
export function AuditLog({
  api,
  objectType,
  objectId,
  initial,
  showObject = false,
  objectHref,
}: {
  api: ApiClient;
  objectType?: AdminObjectType;
  objectId?: string;
  initial?: AuditResponse;
  /** Show each entry's object (the log's own page). */
  showObject?: boolean;
  /** A link to the object's admin page, when it has one. */
  objectHref?(entry: AuditEntry): string | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [items, setItems] = useState<AuditEntry[]>(initial?.items ?? []);
  const [cursor, setCursor] = useState<string | null>(initial?.nextCursor ?? null);
  const [loading, setLoading] = useState(!initial);
  const [failed, setFailed] = useState(false);

  const load = async (before?: string) => {
    setLoading(true);
    const res = await api.call(endpoints.listAdminAudit, {
      query: { objectType, objectId, cursor: before, limit: 20 },
      quiet: true,
    });
    setLoading(false);
    if (!res.ok) {
      setFailed(true);
      return;
    }
    setItems((prev) => (before ? [...prev, ...res.data.items] : res.data.items));
    setCursor(res.data.nextCursor);
  };

  useEffect(() => {
    if (initial) {
      setItems(initial.items);
      setCursor(initial.nextCursor);
      return;
    }
    void load();
    // Reloads when the object changes (`load` is recreated each render).
  }, [objectType, objectId, initial]);

  // An admin action on the page revalidates the route: the new row must show at once, also where
  // the loader does not read the log (a revalidation that brings a new `initial` is handled above).
  const { state } = useRevalidator();
  const wasLoading = useRef(false);
  useEffect(() => {
    if (state === 'loading') wasLoading.current = true;
    else if (wasLoading.current) {
      wasLoading.current = false;
      if (!initial) void load();
    }
  }, [state]);

  if (failed && items.length === 0)
    return <p className="text-sm text-red-700 dark:text-red-400">{t('admin-ui.audit.failed')}</p>;
  if (!loading && items.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-neutral-500 dark:text-neutral-400">
        <History className="size-4" aria-hidden="true" />
        {t('admin-ui.audit.empty')}
      </p>
    );

  return (
    <div>
      <ol className="relative space-y-4 border-l border-neutral-200 pl-5 dark:border-neutral-800">
        {items.map((entry) => {
          const changes = auditChanges(entry.before, entry.after);
          const currency = currencyOf(entry.before, entry.after);
          const value = (c: AuditChange, v: unknown) => auditValue(t, locale, c, v, currency);
          const href = objectHref?.(entry);
          return (
            <li key={entry.id} className="relative" data-testid="audit-entry">
              <span
                className="absolute top-1.5 -left-[25px] size-2.5 rounded-full border-2 border-white bg-primary-600 dark:border-neutral-900 dark:bg-primary-400"
                aria-hidden="true"
              />
              <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
                <span className="font-semibold text-neutral-900 dark:text-white">
                  {auditActionLabel(t, entry.action)}
                </span>
                {showObject && (
                  <span className="font-mono text-xs text-neutral-500 dark:text-neutral-400">
                    {href ? (
                      <LocaleLink to={href} className="underline-offset-2 hover:underline">
                        {entry.objectType} {entry.objectId.slice(0, 8)}
                      </LocaleLink>
                    ) : (
                      `${entry.objectType} ${entry.objectId.slice(0, 8)}`
                    )}
                  </span>
                )}
                <span className="text-neutral-500 dark:text-neutral-400">
                  {t('admin-ui.audit.by', { name: entry.admin.name })} ·{' '}
                  <time dateTime={entry.createdAt}>
                    {formatDateTime(entry.createdAt, locale, MARKETPLACE_TIME_ZONE)}
                  </time>
                </span>
              </div>
              {entry.reason && (
                <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
                  <span className="text-neutral-500 dark:text-neutral-400">{t('admin-ui.audit.reason')} </span>
                  {entry.reason}
                </p>
              )}
              {changes.length > 0 && (
                // On phones each change stacks (the field, then before → after) rather than three columns
                // wider than the screen; from `sm` it is the Field / Before / After table.
                <div className="mt-1.5 rounded-lg bg-neutral-50 sm:overflow-x-auto dark:bg-neutral-800/60">
                  <table className="w-full text-left text-xs max-sm:block" data-testid="audit-changes">
                    <thead className="text-neutral-500 max-sm:sr-only dark:text-neutral-400">
                      <tr>
                        <th scope="col" className="px-3 pt-2 pb-1 font-medium">
                          {t('admin-ui.audit.field')}
                        </th>
                        <th scope="col" className="px-3 pt-2 pb-1 font-medium">
                          {t('admin-ui.audit.before')}
                        </th>
                        <th scope="col" className="px-3 pt-2 pb-1 font-medium">
                          {t('admin-ui.audit.after')}
                        </th>
                      </tr>
                    </thead>
                    <tbody className="align-top max-sm:block max-sm:py-1">
                      {changes.map((c) => (
                        <tr key={c.path} className="max-sm:block max-sm:px-3 max-sm:py-1">
                          <th
                            scope="row"
                            className="px-3 py-1 font-normal text-neutral-600 max-sm:block max-sm:p-0 max-sm:font-medium dark:text-neutral-300"
                          >
                            {auditFieldLabel(t, c)}
                          </th>
                          <td className="max-w-60 px-3 py-1 break-words whitespace-pre-line text-red-700 max-sm:inline max-sm:p-0 dark:text-red-400">
                            {value(c, c.from)}
                          </td>
                          <td className="max-w-60 px-3 py-1 break-words whitespace-pre-line text-emerald-700 max-sm:inline max-sm:p-0 dark:text-emerald-400">
                            <span className="text-neutral-400 sm:hidden" aria-hidden="true">
                              {' → '}
                            </span>
                            {value(c, c.to)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </li>
          );
        })}
      </ol>
      {loading && (
        <div className="mt-3 flex items-center gap-2 text-sm text-neutral-500" role="status">
          <Spinner className="size-4" />
          {t('admin-ui.table.loading')}
        </div>
      )}
      {cursor && !loading && (
        <Button type="button" variant="outline" size="sm" className="mt-4" onClick={() => void load(cursor)}>
          {t('admin-ui.audit.more')}
        </Button>
      )}
    </div>
  );
}

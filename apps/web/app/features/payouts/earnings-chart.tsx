import type { EarningsResponse } from '@biclou/contracts/payouts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { formatDate } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';

/** Drawn at the container's real width (measured), so labels keep their size from phone to desktop. */
const DEFAULT_W = 640;
const H = 220;
const PAD = { top: 16, right: 8, bottom: 28, left: 52 };

/** A round top for the axis: 0 → 100 €, 12 340 → 15 000 (1, 2, 2.5, 5 × 10ⁿ steps of 3 ticks). */
export function niceMax(cents: number): number {
  if (cents <= 0) return 10_000;
  const raw = cents / 3;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * pow).find((s) => s >= raw)!;
  return step * 3;
}

const monthDate = (month: string) => `${month}-01`;

/**
 * Earnings credited per month: a hand-drawn SVG bar chart (no chart library). Screen readers get
 * the same figures as a table; the picture itself is one labelled image.
 */
export function EarningsChart({ earnings }: { earnings: EarningsResponse }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [W, setW] = useState(DEFAULT_W);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => setW(Math.max(280, Math.round(entry!.contentRect.width))));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const narrow = W < 480;
  const max = niceMax(Math.max(...earnings.months.map((m) => m.cents)));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / earnings.months.length;
  const barW = Math.min(28, slot * 0.6);
  const y = (cents: number) => PAD.top + plotH - (cents / max) * plotH;
  const money = (cents: number) => formatMoney(cents, earnings.currency, locale);
  const short = (month: string) => formatDate(monthDate(month), locale, { month: 'short' });
  const long = (month: string) => formatDate(monthDate(month), locale, { month: 'long', year: 'numeric' });
  const ticks = [0, 1, 2, 3].map((i) => (max / 3) * i);
  return (
    <figure className="space-y-2" data-testid="earnings-chart">
      <div ref={box}>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          width={W}
          height={H}
          role="img"
          aria-labelledby={`${id}-title`}
          className="block h-auto max-w-full overflow-visible text-neutral-500 dark:text-neutral-400"
        >
          <title id={`${id}-title`}>{t('payouts.chart.summary', { total: money(earnings.totalCents) })}</title>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-neutral-200 dark:stroke-neutral-800"
                strokeDasharray={tick === 0 ? undefined : '3 4'}
              />
              <text
                x={PAD.left - 8}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                className="fill-current text-[11px] tabular-nums"
              >
                {money(tick)}
              </text>
            </g>
          ))}
          {earnings.months.map((m, i) => {
            const x = PAD.left + i * slot + (slot - barW) / 2;
            const top = y(m.cents);
            const last = i === earnings.months.length - 1;
            return (
              <g key={m.month}>
                {m.cents > 0 && (
                  <rect
                    x={x}
                    y={top}
                    width={barW}
                    height={Math.max(2, PAD.top + plotH - top)}
                    rx={4}
                    className={
                      last ? 'fill-primary-600 dark:fill-primary-400' : 'fill-primary-400/80 dark:fill-primary-600'
                    }
                  >
                    <title>{t('payouts.chart.bar', { month: long(m.month), amount: money(m.cents) })}</title>
                  </rect>
                )}
                <text
                  x={x + barW / 2}
                  y={H - 8}
                  textAnchor="middle"
                  className={`fill-current text-[11px] ${last ? 'font-semibold' : ''}`}
                >
                  {narrow ? short(m.month).slice(0, 1).toUpperCase() : short(m.month)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <table className="sr-only">
        <caption>{t('payouts.chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payouts.chart.month')}</th>
            <th scope="col">{t('payouts.chart.earned')}</th>
          </tr>
        </thead>
        <tbody>
          {earnings.months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{long(m.month)}</th>
              <td>{money(m.cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

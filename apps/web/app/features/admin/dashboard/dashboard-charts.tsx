import type { AdminDashboardResponse } from '@biclou/contracts/admin-users';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Locale } from '../../../lib/i18n/locales';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';

/**
 * The dashboard's charts. Recharts is imported only here, and this module only through
 * `lazy()` (dashboard-charts-lazy.tsx): no other page's bundle carries it.
 */
export interface ChartLabels {
  gmv: string;
  revenue: string;
  bookings: string;
  newUsers: string;
  states: Record<string, string>;
}

// Plain colours: SVG presentation attributes (stroke, stop-color) do not resolve CSS variables,
// so `var(--color-primary-600)` left the GMV line without a stroke. The brand green is app.css's primary-600.
const PRIMARY = '#079a52';
const REVENUE = '#8b5cf6';
const SECONDARY = '#0ea5e9';
const STATE_COLORS: Record<string, string> = {
  requested: '#f59e0b',
  accepted: '#0ea5e9',
  paid: '#10b981',
  ongoing: '#14b8a6',
  completed: '#22c55e',
  disputed: '#ef4444',
  resolved: '#a855f7',
  canceled: '#a3a3a3',
  rejected: '#d4d4d4',
  expired: '#737373',
};

function useAxis(data: AdminDashboardResponse, locale: Locale) {
  const month = data.period.bucket === 'month';
  return (at: string) =>
    formatDate(at, locale, month ? { month: 'short', year: '2-digit' } : { day: 'numeric', month: 'short' });
}

const tooltipStyle = {
  contentStyle: {
    borderRadius: 12,
    border: '1px solid rgba(115,115,115,0.25)',
    background: 'var(--chart-tooltip-bg, #fff)',
    color: 'inherit',
    fontSize: 12,
  },
  labelStyle: { fontWeight: 600 },
};

export default function DashboardCharts({
  data,
  locale,
  labels,
  kind,
}: {
  data: AdminDashboardResponse;
  locale: Locale;
  labels: ChartLabels;
  kind: 'money' | 'activity' | 'states';
}) {
  const tick = useAxis(data, locale);
  const money = (cents: number) => formatMoney(cents, data.currency, locale);
  const axis = { fontSize: 11, fill: 'currentColor', opacity: 0.6 };

  if (kind === 'states') {
    const states = Object.entries(data.bookingsByStatus)
      .filter(([, n]) => n > 0)
      .map(([state, n]) => ({ state, n, label: labels.states[state] ?? state }));
    return (
      <ResponsiveContainer width="100%" height={220}>
        <PieChart>
          <Pie
            data={states}
            dataKey="n"
            nameKey="label"
            innerRadius={55}
            outerRadius={85}
            paddingAngle={2}
            stroke="none"
          >
            {states.map((s) => (
              <Cell key={s.state} fill={STATE_COLORS[s.state] ?? '#8b5cf6'} />
            ))}
          </Pie>
          <Tooltip {...tooltipStyle} />
        </PieChart>
      </ResponsiveContainer>
    );
  }

  if (kind === 'activity')
    return (
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={data.series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.1} />
          <XAxis dataKey="at" tickFormatter={tick} tick={axis} tickLine={false} axisLine={false} minTickGap={16} />
          <YAxis allowDecimals={false} tick={axis} tickLine={false} axisLine={false} />
          <Tooltip {...tooltipStyle} labelFormatter={(l) => tick(String(l))} cursor={{ fillOpacity: 0.06 }} />
          <Bar dataKey="bookings" name={labels.bookings} fill={PRIMARY} radius={[4, 4, 0, 0]} />
          <Bar dataKey="newUsers" name={labels.newUsers} fill={SECONDARY} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    );

  return (
    <ResponsiveContainer width="100%" height={260}>
      <AreaChart data={data.series} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <defs>
          <linearGradient id="gmv-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={PRIMARY} stopOpacity={0.35} />
            <stop offset="100%" stopColor={PRIMARY} stopOpacity={0} />
          </linearGradient>
          <linearGradient id="revenue-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={REVENUE} stopOpacity={0.35} />
            <stop offset="100%" stopColor={REVENUE} stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.1} />
        <XAxis dataKey="at" tickFormatter={tick} tick={axis} tickLine={false} axisLine={false} minTickGap={16} />
        {/* At least €100 high, so a quiet period shows a flat line at 0 rather than cent ticks. */}
        <YAxis
          domain={[0, (max: number) => Math.max(max, 10_000)]}
          tickFormatter={(v: number) => money(v)}
          tick={axis}
          tickLine={false}
          axisLine={false}
          width={64}
        />
        <Tooltip {...tooltipStyle} labelFormatter={(l) => tick(String(l))} formatter={(v) => money(Number(v))} />
        <Area
          type="monotone"
          dataKey="gmvCents"
          name={labels.gmv}
          stroke={PRIMARY}
          strokeWidth={2}
          fill="url(#gmv-fill)"
        />
        <Area
          type="monotone"
          dataKey="revenueCents"
          name={labels.revenue}
          stroke={REVENUE}
          strokeWidth={2}
          fill="url(#revenue-fill)"
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type BadgeColor = 'primary' | 'success' | 'warning' | 'error' | 'info' | 'neutral';

const COLORS: Record<BadgeColor, string> = {
  primary:
    'bg-primary-50 text-primary-800 ring-primary-600/20 dark:bg-primary-950 dark:text-primary-300 dark:ring-primary-400/30',
  success:
    'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-400/30',
  warning: 'bg-amber-50 text-amber-800 ring-amber-600/25 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-400/30',
  error: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-950 dark:text-red-300 dark:ring-red-400/30',
  info: 'bg-sky-50 text-sky-800 ring-sky-600/20 dark:bg-sky-950 dark:text-sky-300 dark:ring-sky-400/30',
  neutral:
    'bg-neutral-100 text-neutral-700 ring-neutral-500/20 dark:bg-neutral-800 dark:text-neutral-300 dark:ring-neutral-400/20',
};

export function Badge({
  color = 'neutral',
  children,
  className,
  ...rest
}: { color?: BadgeColor; children: ReactNode; className?: string } & Record<`data-${string}`, string>) {
  return (
    <span
      {...rest}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        COLORS[color],
        className,
      )}
    >
      {children}
    </span>
  );
}

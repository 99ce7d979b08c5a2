import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-neutral-200 bg-white shadow-sm dark:border-neutral-800 dark:bg-neutral-900',
        className,
      )}
      {...props}
    />
  );
}

export interface CardSectionProps {
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** A titled card: the building block of the account and dashboard pages. */
export function CardSection({ id, title, description, icon, action, children, footer, className }: CardSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Card className={cn('scroll-mt-24', className)}>
      <section id={id} aria-labelledby={headingId}>
        <header className="flex items-start gap-4 border-b border-neutral-100 px-5 py-4 sm:px-6 dark:border-neutral-800">
          {icon && (
            <span
              className="mt-0.5 hidden size-10 shrink-0 place-items-center rounded-xl sm:grid bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300"
              aria-hidden="true"
            >
              {icon}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-base font-semibold text-neutral-900 dark:text-white">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-neutral-500 dark:text-neutral-400">{description}</p>}
          </div>
          {action}
        </header>
        <div className="px-5 py-5 sm:px-6">{children}</div>
        {footer && (
          <footer className="flex flex-wrap items-center justify-end gap-3 rounded-b-2xl border-t border-neutral-100 bg-neutral-50/60 px-5 py-3 sm:px-6 dark:border-neutral-800 dark:bg-neutral-900/60">
            {footer}
          </footer>
        )}
      </section>
    </Card>
  );
}

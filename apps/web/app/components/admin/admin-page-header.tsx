import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocaleLink } from '../locale-link';

/**
 * The head of an admin page: title, intro, badges (`meta`), actions, and a back link on detail
 * pages. Shared by every admin area.
 */
export function AdminPageHeader({
  title,
  text,
  back,
  meta,
  action,
}: {
  title: ReactNode;
  text?: ReactNode;
  back?: { to: string; label: string };
  meta?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <header className="mb-6">
      {back && (
        <LocaleLink
          to={back.to}
          className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </LocaleLink>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-neutral-900 dark:text-white">{title}</h1>
          {meta && <div className="mt-2 flex flex-wrap items-center gap-2">{meta}</div>}
          {text && <p className="mt-1.5 max-w-2xl text-sm text-neutral-600 dark:text-neutral-400">{text}</p>}
        </div>
        {action && <div className="flex flex-wrap items-center gap-2">{action}</div>}
      </div>
    </header>
  );
}

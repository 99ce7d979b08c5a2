import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocaleLink } from '../../components/locale-link';

/** Title, intro and actions of an admin SEO page; a back link on detail pages. */
export function AdminSeoHeader({
  title,
  text,
  back,
  action,
}: {
  title: string;
  text?: string;
  back?: { to: string; label: string };
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
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">{title}</h1>
          {text && <p className="mt-1 max-w-2xl text-sm text-neutral-600 dark:text-neutral-400">{text}</p>}
        </div>
        {action}
      </div>
    </header>
  );
}

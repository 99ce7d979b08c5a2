import type { ReactNode } from 'react';
import { deferred } from '../../components/deferred';

/**
 * The brand panel (wide screens only: an illustration and three perks) is decoration: the server
 * renders it as usual and the browser hydrates it when its own chunk arrives.
 */
const AuthAside = deferred(() => import('./auth-aside').then((m) => m.AuthAside));

/** Auth pages: the form on the left, a calm brand panel on the right (wide screens). */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-(--container-site) gap-8 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:gap-16 lg:px-8">
      <div className="mx-auto w-full max-w-md lg:py-6">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">{title}</h1>
        {subtitle && <p className="mt-2 text-neutral-600 dark:text-neutral-400">{subtitle}</p>}
        <div className="mt-8">{children}</div>
      </div>
      <AuthAside />
    </div>
  );
}

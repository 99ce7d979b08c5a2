import type { ReactNode } from 'react';

/** A titled part of the listing page, separated from the previous one by a rule. */
export function ListingSection({
  id,
  title,
  children,
  aside,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-neutral-200 pt-8 dark:border-neutral-800">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold tracking-tight text-neutral-900 dark:text-white">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

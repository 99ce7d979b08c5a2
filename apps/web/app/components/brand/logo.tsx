import { cn } from '../../lib/cn';
import { BRAND } from '../../lib/constants';

/** The bike mark: white strokes on a green tile. Decorative; the wordmark carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8 shrink-0', className)} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="biclou-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#36d584" />
          <stop offset="1" stopColor="#097944" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#biclou-mark)" />
      <g fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="9" cy="20.5" r="5" />
        <circle cx="23" cy="20.5" r="5" />
        <path d="M9 20.5 13.6 12.5h7.2L16.4 20.5H9M13.6 12.5l2.8 8M20.8 12.5l2.2 8M19.6 9.5h2.6l-1.4 3M12 10h3.4" />
      </g>
    </svg>
  );
}

export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark className={markClassName} />
      <span className="text-xl font-extrabold tracking-tight text-neutral-900 dark:text-white">
        {BRAND}
        <span className="text-primary-600 dark:text-primary-400">.</span>
      </span>
    </span>
  );
}

import { cn } from '../../lib/cn';

export type FlagCode = 'FR' | 'CH' | 'BE' | 'LU';

/** Small inline flags of the four countries (no network, no emoji font needed). */
export function Flag({ code, className }: { code: FlagCode; className?: string }) {
  const common = cn('inline-block h-4 w-6 shrink-0 overflow-hidden rounded-[3px] ring-1 ring-black/10', className);
  switch (code) {
    case 'FR':
      return (
        <svg viewBox="0 0 3 2" className={common} aria-hidden="true">
          <rect width="1" height="2" fill="#002654" />
          <rect x="1" width="1" height="2" fill="#fff" />
          <rect x="2" width="1" height="2" fill="#ce1126" />
        </svg>
      );
    case 'BE':
      return (
        <svg viewBox="0 0 3 2" className={common} aria-hidden="true">
          <rect width="1" height="2" fill="#000" />
          <rect x="1" width="1" height="2" fill="#fdda24" />
          <rect x="2" width="1" height="2" fill="#ef3340" />
        </svg>
      );
    case 'LU':
      return (
        <svg viewBox="0 0 3 2" className={common} aria-hidden="true">
          <rect width="3" height="0.67" fill="#ed2939" />
          <rect y="0.66" width="3" height="0.68" fill="#fff" />
          <rect y="1.33" width="3" height="0.67" fill="#00a1de" />
        </svg>
      );
    case 'CH':
      return (
        <svg viewBox="0 0 24 16" className={common} aria-hidden="true">
          <rect width="24" height="16" fill="#d52b1e" />
          <path d="M10.5 3.5h3v3h3v3h-3v3h-3v-3h-3v-3h3z" fill="#fff" />
        </svg>
      );
  }
}

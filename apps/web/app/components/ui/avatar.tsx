import { cn } from '../../lib/cn';

/** Spec §9: avatar sizes 16 to 48 px, initials up to 2 characters. */
export type AvatarSize = 16 | 20 | 24 | 32 | 40 | 48;

export function initials(...names: (string | null | undefined)[]): string {
  return names
    .map((n) => n?.trim()?.[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function Avatar({ name, size = 32, className }: { name: string; size?: AvatarSize; className?: string }) {
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.max(8, Math.round(size * 0.4)) }}
      className={cn(
        'inline-grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary-700 to-primary-900 font-semibold text-white',
        className,
      )}
    >
      {name}
    </span>
  );
}

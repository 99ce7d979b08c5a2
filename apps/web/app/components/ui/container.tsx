import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/** Site width: never wider than 2xl (1536px, spec §9). */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-(--container-site) px-4 sm:px-6 lg:px-8', className)} {...props} />;
}

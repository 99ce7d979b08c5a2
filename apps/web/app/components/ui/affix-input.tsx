import { forwardRef } from 'react';
import { cn } from '../../lib/cn';
import { Input, type InputProps } from './input';

/** An input with a unit after the value ("€", "%", "days"). */
export const AffixInput = forwardRef<HTMLInputElement, InputProps & { suffix: string }>(function AffixInput(
  { suffix, className, ...props },
  ref,
) {
  return (
    <div className="relative">
      <Input ref={ref} className={cn('pr-16 tabular-nums', className)} {...props} />
      <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-neutral-500 dark:text-neutral-400">
        {suffix}
      </span>
    </div>
  );
});

import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  invalid?: boolean;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { invalid, className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-invalid={invalid || undefined}
      className={cn(
        'mt-0.5 size-[18px] shrink-0 cursor-pointer rounded border-neutral-300 accent-primary-600 dark:accent-primary-500',
        invalid && 'outline-2 outline-red-500',
        className,
      )}
      {...props}
    />
  );
});

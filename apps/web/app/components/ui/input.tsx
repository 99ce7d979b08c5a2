import { forwardRef, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const controlClasses = (invalid?: boolean, className?: string) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 text-[15px] text-neutral-900 shadow-xs transition-colors placeholder:text-neutral-500',
    'focus:outline-none focus-visible:outline-none focus:ring-4',
    'disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500',
    'dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-400 dark:disabled:bg-neutral-800',
    invalid
      ? 'border-red-500 focus:border-red-500 focus:ring-red-500/20 dark:border-red-400'
      : 'border-neutral-300 focus:border-primary-600 focus:ring-primary-500/20 dark:border-neutral-700 dark:focus:border-primary-400',
    className,
  );

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ invalid, className, ...props }, ref) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={controlClasses(invalid, cn('h-11', className))}
      {...props}
    />
  );
});

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { invalid, className, ...props },
  ref,
) {
  return (
    <textarea
      ref={ref}
      aria-invalid={invalid || undefined}
      className={controlClasses(invalid, cn('min-h-28 py-2.5', className))}
      {...props}
    />
  );
});

interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  invalid?: boolean;
}

/** A native select: best keyboard and mobile behaviour for short option lists. */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { invalid, className, children, ...props },
  ref,
) {
  return (
    <select
      ref={ref}
      aria-invalid={invalid || undefined}
      className={controlClasses(
        invalid,
        cn(
          "h-11 appearance-none bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20' fill='%23737373'%3E%3Cpath d='M5.5 7.5 10 12l4.5-4.5'/%3E%3C/svg%3E\")] bg-[length:1.25rem] bg-[right_0.6rem_center] bg-no-repeat pr-9",
          className,
        ),
      )}
      {...props}
    >
      {children}
    </select>
  );
});

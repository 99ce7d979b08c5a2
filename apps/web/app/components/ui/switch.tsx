import { Switch as RadixSwitch } from 'radix-ui';
import { cn } from '../../lib/cn';

interface SwitchProps {
  id?: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  'aria-describedby'?: string;
  disabled?: boolean;
}

export function Switch({ checked, onCheckedChange, className, ...props }: SwitchProps & { className?: string }) {
  return (
    <RadixSwitch.Root
      checked={checked}
      onCheckedChange={onCheckedChange}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors',
        'bg-neutral-300 data-[state=checked]:bg-primary-600 dark:bg-neutral-700 dark:data-[state=checked]:bg-primary-500',
        className,
      )}
      {...props}
    >
      <RadixSwitch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
    </RadixSwitch.Root>
  );
}

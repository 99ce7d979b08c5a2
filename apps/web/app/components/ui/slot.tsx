import { cloneElement, forwardRef, isValidElement, type HTMLAttributes, type ReactElement, type Ref } from 'react';

type Props = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Renders its only child with these props merged in (`asChild`), like Radix's Slot, without
 * loading Radix on every page (the button is in the shell): the child's props win, except
 * `className` (both), `style` (merged) and event handlers (the child's, then the slot's).
 */
export function renderSlot({ children, ...slot }: HTMLAttributes<HTMLElement>, ref: Ref<HTMLElement>) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Props & { ref?: Ref<HTMLElement> }>;
  const own = child.props;
  const merged: Props = { ...slot, ...own };
  for (const [key, value] of Object.entries(slot as Props)) {
    const mine = own[key];
    if (key === 'className' && mine) merged[key] = `${String(value)} ${String(mine)}`;
    else if (key === 'style' && mine) merged[key] = { ...(value as object), ...(mine as object) };
    else if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof mine === 'function') {
      merged[key] = (...args: unknown[]) => {
        (mine as (...a: unknown[]) => void)(...args);
        (value as (...a: unknown[]) => void)(...args);
      };
    }
  }
  if (ref) {
    const childRef = own.ref;
    merged.ref = (node: HTMLElement | null) => {
      setRef(ref, node);
      setRef(childRef, node);
    };
  }
  return cloneElement(child, merged);
}

export const Slot = forwardRef(renderSlot);

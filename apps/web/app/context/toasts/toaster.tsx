import { TriangleExclamationPoint, CircleCheck, Info, SunMoon, X, CircleX } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { cn } from '../../lib/cn';
import {
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_HOTKEY,
  TOAST_POSITION,
  TOAST_SWIPE_THRESHOLD_POINTER_PX,
  TOAST_SWIPE_THRESHOLD_TOUCH_PX,
} from '../../lib/constants';
import { useToasts } from './toast-context';
import { useServiceWorkerUpdates } from './use-service-worker-updates';
import { useMediaQuery } from '../../lib/use-media-query';
import { STACK_VISIBLE, STACK_VISIBLE_PHONE, stackHeight, stackPlacement } from './toast-stack';
import type { Toast, ToastColor, ToastIcon } from './toast-store';

const SM_UP = '(min-width: 640px)';
const ICONS: Record<ToastIcon, typeof Info> = {
  success: CircleCheck,
  error: CircleX,
  info: Info,
  warning: TriangleExclamationPoint,
  'sun-moon': SunMoon,
};
const ICON_COLORS: Record<ToastColor, string> = {
  primary: 'text-primary-600 dark:text-primary-400',
  success: 'text-emerald-600 dark:text-emerald-400',
  info: 'text-sky-600 dark:text-sky-400',
  warning: 'text-amber-500 dark:text-amber-400',
  error: 'text-red-600 dark:text-red-400',
  neutral: 'text-neutral-600 dark:text-neutral-300',
};

/**
 * Spec §9's bottom-right from `sm` up. On phones the toast sits at the top, over the header, one at
 * a time: at the bottom it hid the page's own bottom bars (book, map, save), and a stack grew over
 * the content.
 */
const POSITION_CLASSES: Record<typeof TOAST_POSITION, string> = {
  'bottom-right': 'top-2 right-4 sm:top-auto sm:right-6 sm:bottom-6',
};
const ITEM_ANCHOR_CLASSES: Record<typeof TOAST_POSITION, string> = {
  'bottom-right': 'top-0 origin-top sm:top-auto sm:bottom-0 sm:origin-bottom',
};

/** Spec §9: 10 px swipe threshold on touch screens, 2 px otherwise. */
function useSwipeThreshold() {
  const [threshold, setThreshold] = useState(TOAST_SWIPE_THRESHOLD_POINTER_PX);
  useEffect(() => {
    const coarse = window.matchMedia('(pointer: coarse)').matches;
    setThreshold(coarse ? TOAST_SWIPE_THRESHOLD_TOUCH_PX : TOAST_SWIPE_THRESHOLD_POINTER_PX);
  }, []);
  return threshold;
}

/** Bottom-right stack of at most 5 toasts (one at a time at the top on phones); hover or focus expands it; F8 focuses it. */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts, store } = useToasts();
  useServiceWorkerUpdates(store);
  const [hovered, setHovered] = useState(false);
  const visible = useMediaQuery(SM_UP) ? STACK_VISIBLE : STACK_VISIBLE_PHONE;
  const expanded = hovered && visible > 1;
  const [heights, setHeights] = useState<Record<string, number>>({});
  const threshold = useSwipeThreshold();
  const ordered = toasts.map((toast) => heights[toast.id] ?? 64);
  const viewportRef = useRef<HTMLOListElement>(null);

  // Toasts are portalled into the viewport, so React's own enter/leave events (which follow the
  // React tree) miss them: listen on the DOM element instead.
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const expand = () => setHovered(true);
    const collapse = () => setHovered(el.matches(':focus-within'));
    const blur = (e: FocusEvent) =>
      !el.contains(e.relatedTarget as Node | null) && !el.matches(':hover') && setHovered(false);
    el.addEventListener('pointerenter', expand);
    el.addEventListener('pointerleave', collapse);
    el.addEventListener('focusin', expand);
    el.addEventListener('focusout', blur);
    return () => {
      el.removeEventListener('pointerenter', expand);
      el.removeEventListener('pointerleave', collapse);
      el.removeEventListener('focusin', expand);
      el.removeEventListener('focusout', blur);
    };
  }, []);

  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={threshold}
      label={t('toasts.label')}
    >
      {toasts.map((toast, index) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          index={index}
          placement={stackPlacement(index, ordered, expanded, TOAST_GAP_PX, visible)}
          onHeight={(h) => setHeights((prev) => (prev[toast.id] === h ? prev : { ...prev, [toast.id]: h }))}
          onClose={() => store.dismiss(toast.id)}
        />
      ))}
      <RadixToast.Viewport
        hotkey={TOAST_HOTKEY}
        label={t('toasts.viewport', { hotkey: '{hotkey}' })}
        ref={viewportRef}
        style={{ height: stackHeight(ordered, expanded, TOAST_GAP_PX, visible) }}
        className={cn(
          'fixed z-[100] m-0 box-content w-[calc(100%-2rem)] max-w-sm list-none p-0 outline-none',
          POSITION_CLASSES[TOAST_POSITION],
        )}
      />
    </RadixToast.Provider>
  );
}

interface ToastItemProps {
  toast: Toast;
  index: number;
  placement: { y: number; scale: number; opacity: number };
  onHeight(height: number): void;
  onClose(): void;
}

function ToastItem({ toast, index, placement, onHeight, onClose }: ToastItemProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);
  const Icon = ICONS[toast.icon];
  useLayoutEffect(() => {
    if (ref.current) onHeight(ref.current.offsetHeight);
  });
  return (
    <RadixToast.Root
      ref={ref}
      open={toast.open}
      duration={toast.duration}
      onOpenChange={(open) => !open && onClose()}
      data-testid="toast"
      style={{
        zIndex: 100 - index,
        opacity: placement.opacity,
        pointerEvents: placement.opacity ? undefined : 'none',
        transform: `translate3d(var(--radix-toast-swipe-move-x, 0px), ${-placement.y}px, 0) scale(${placement.scale})`,
      }}
      className={cn(
        ITEM_ANCHOR_CLASSES[TOAST_POSITION],
        'absolute right-0 flex w-full items-start gap-3 rounded-xl border border-neutral-200 bg-white p-4 pr-10 shadow-lg shadow-neutral-900/10',
        'transition-[transform,opacity] duration-300 ease-out dark:border-neutral-800 dark:bg-neutral-900 dark:shadow-black/40',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:transition-none data-[swipe=end]:animate-toast-out',
      )}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', ICON_COLORS[toast.color])} aria-hidden="true" />
      <RadixToast.Title className="text-sm leading-5 font-medium text-neutral-900 dark:text-neutral-100">
        {toast.title}
      </RadixToast.Title>
      <RadixToast.Close
        aria-label={t('common.close')}
        className="absolute top-3 right-3 grid size-7 place-items-center rounded-md text-neutral-400 hover:bg-neutral-100 hover:text-neutral-700 dark:hover:bg-neutral-800 dark:hover:text-neutral-200"
      >
        <X className="size-4" aria-hidden="true" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

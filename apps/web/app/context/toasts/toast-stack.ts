/** Collapsed toasts peek this far above the one in front. */
const STACK_PEEK_PX = 12;
/** Toasts seen at once: three on wider screens; one on phones, where a stack would cover the page. */
export const STACK_VISIBLE = 3;
export const STACK_VISIBLE_PHONE = 1;

interface StackPlacement {
  y: number;
  scale: number;
  opacity: number;
}

/**
 * Where toast `index` (0 = newest, in front) sits. Collapsed, older toasts peek behind the newest
 * (the first `visible` ones; the rest wait, hidden, for their timeout); expanded (hover or keyboard
 * focus), they lie one above the other `gap` px apart. With one visible there is no peeking.
 */
export function stackPlacement(
  index: number,
  heights: readonly number[],
  expanded: boolean,
  gap: number,
  visible = STACK_VISIBLE,
): StackPlacement {
  if (visible === 1) return index === 0 ? { y: 0, scale: 1, opacity: 1 } : { y: 0, scale: 1, opacity: 0 };
  if (expanded) {
    let y = 0;
    for (let i = 0; i < index; i++) y += (heights[i] ?? 0) + gap;
    return { y, scale: 1, opacity: 1 };
  }
  return { y: index * STACK_PEEK_PX, scale: 1 - index * 0.05, opacity: index < visible ? 1 : 0 };
}

/** Height the viewport needs so the pointer stays over the stack. */
export function stackHeight(
  heights: readonly number[],
  expanded: boolean,
  gap: number,
  visible = STACK_VISIBLE,
): number {
  if (heights.length === 0) return 0;
  if (visible === 1) return heights[0] ?? 0;
  if (expanded) return heights.reduce((sum, h) => sum + h, 0) + gap * (heights.length - 1);
  return (heights[0] ?? 0) + Math.min(heights.length - 1, visible - 1) * STACK_PEEK_PX;
}

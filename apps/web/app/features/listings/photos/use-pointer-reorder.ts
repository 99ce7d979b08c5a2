import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { moveItem } from './reorder';

/**
 * Drag to reorder with pointer events (mouse, pen and touch alike) on a handle, plus arrow keys
 * on that same handle. Items carry `data-reorder-index`; the order previews live while dragging
 * and is committed once, on release.
 */
export function usePointerReorder<T extends { id: string }>(items: readonly T[], onCommit: (next: T[], moved: T, to: number) => void) {
  const [preview, setPreview] = useState<T[] | null>(null);
  const drag = useRef<{ id: string; pointerId: number } | null>(null);
  const shown = preview ?? items;

  function indexUnder(x: number, y: number): number | null {
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-reorder-index]');
    const value = el?.dataset.reorderIndex;
    return value === undefined ? null : Number(value);
  }

  function handleProps(item: T) {
    return {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { id: item.id, pointerId: event.pointerId };
        setPreview([...items]);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (drag.current?.pointerId !== event.pointerId) return;
        const target = indexUnder(event.clientX, event.clientY);
        if (target === null) return;
        setPreview((list) => {
          const current = list ?? [...items];
          const from = current.findIndex((p) => p.id === drag.current?.id);
          return from === target ? current : moveItem(current, from, target);
        });
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (drag.current?.pointerId !== event.pointerId) return;
        const final = preview ?? [...items];
        const to = final.findIndex((p) => p.id === item.id);
        drag.current = null;
        setPreview(null);
        if (final.some((p, i) => p.id !== items[i]?.id)) onCommit(final, item, to);
      },
      onPointerCancel() {
        drag.current = null;
        setPreview(null);
      },
      onKeyDown(event: KeyboardEvent<HTMLElement>) {
        const delta = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
        if (!delta) return;
        event.preventDefault();
        const from = items.findIndex((p) => p.id === item.id);
        const to = from + delta;
        if (to < 0 || to >= items.length) return;
        onCommit(moveItem(items, from, to), item, to);
      },
      style: { touchAction: 'none' as const },
    };
  }

  return { shown, draggingId: preview ? drag.current?.id : undefined, handleProps };
}

import { useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { moveItem } from './reorder';

/**
 * Drag to reorder with pointer events (mouse, pen and touch alike) on a handle, plus arrow keys
 * on that same handle. Items carry `data-reorder-index`; the order previews live while dragging
 * and is committed once, on release. The move and release are followed on `window`: moving the
 * dragged element in the DOM would release a pointer capture.
 */
export function usePointerReorder<T extends { id: string }>(
  items: readonly T[],
  onCommit: (next: T[], moved: T, to: number) => void,
) {
  const [preview, setPreview] = useState<T[] | null>(null);
  const [draggingId, setDraggingId] = useState<string | undefined>();
  const latest = useRef({ items, onCommit, preview: null as T[] | null });
  latest.current.items = items;
  latest.current.onCommit = onCommit;

  function show(list: T[] | null) {
    latest.current.preview = list;
    setPreview(list);
  }

  function indexUnder(x: number, y: number): number | null {
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-reorder-index]');
    const value = el?.dataset.reorderIndex;
    return value === undefined ? null : Number(value);
  }

  function start(item: T, down: ReactPointerEvent<HTMLElement>) {
    if (down.button !== 0) return;
    down.preventDefault();
    const pointerId = down.pointerId;
    show([...latest.current.items]);
    setDraggingId(item.id);

    const move = (e: PointerEvent) => {
      const current = latest.current.preview;
      if (e.pointerId !== pointerId || !current) return;
      const target = indexUnder(e.clientX, e.clientY);
      const from = current.findIndex((p) => p.id === item.id);
      if (target !== null && target !== from) show(moveItem(current, from, target));
    };
    const finish = (e: PointerEvent, commit: boolean) => {
      if (e.pointerId !== pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      const final = latest.current.preview ?? [];
      show(null);
      setDraggingId(undefined);
      const changed = final.some((p, i) => p.id !== latest.current.items[i]?.id);
      if (commit && changed)
        latest.current.onCommit(
          final,
          item,
          final.findIndex((p) => p.id === item.id),
        );
    };
    const up = (e: PointerEvent) => finish(e, true);
    const cancel = (e: PointerEvent) => finish(e, false);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
  }

  function handleProps(item: T) {
    return {
      onPointerDown: (event: ReactPointerEvent<HTMLElement>) => start(item, event),
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

  return { shown: preview ?? items, draggingId, handleProps };
}

/** `moveItem(['a','b','c'], 0, 2)` → ['b','c','a']: the photo order after a drag or a move button. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The cover first, then the rest in their order: how the listing page shows them. */
export function coverFirst<T extends { isCover: boolean }>(photos: readonly T[]): T[] {
  const cover = photos.find((p) => p.isCover);
  return cover ? [cover, ...photos.filter((p) => p !== cover)] : [...photos];
}

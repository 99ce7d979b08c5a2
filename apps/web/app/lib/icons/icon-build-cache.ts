/** lucide's `buildLucideIconForReact` (Icon.mjs): an icon and its props to `[tag, svg attributes, shapes]`. */
type Build<Icon extends object, Result> = (icon: Icon, params: IconParams) => Result;
export interface IconParams {
  attributes?: Record<string, unknown>;
  [param: string]: unknown;
}

/** Distinct prop sets kept per icon: a page uses an icon with a handful of class names. */
const PER_ICON = 32;
const cache = new WeakMap<object, Map<string, unknown>>();

const isPlain = (value: unknown) =>
  value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The key of an icon's props when every one is a plain value (a class name, a size, `aria-hidden`…),
 * or null (a style object, a handler, a ref…): such props are built each time.
 */
function keyOf(params: IconParams): string | null {
  let key = '';
  for (const name in params) {
    const value = params[name];
    if (name === 'attributes') {
      for (const attribute in value as Record<string, unknown>) {
        const v = (value as Record<string, unknown>)[attribute];
        if (!isPlain(v)) return null;
        key += `\u0001${attribute}\u0002${typeof v}:${String(v)}`;
      }
    } else if (!isPlain(value)) return null;
    else key += `\u0003${name}\u0002${typeof value}:${String(value)}`;
  }
  return key;
}

/**
 * `build(icon, params)`, remembered per icon and props: lucide rebuilds an icon's attributes on
 * every render (class names split and merged, defaults copied), ~5 % of the landing page's server
 * render for its 60 icons. The result is only read (its attributes are spread into a new element).
 */
export function cachedIconBuild<Icon extends object, Result>(
  build: Build<Icon, Result>,
  icon: Icon,
  params: IconParams,
): Result {
  const key = keyOf(params);
  if (key === null) return build(icon, params);
  let built = cache.get(icon);
  if (!built) cache.set(icon, (built = new Map()));
  let result = built.get(key) as Result | undefined;
  if (result === undefined) {
    result = build(icon, params);
    if (built.size >= PER_ICON) built.clear();
    built.set(key, result);
  }
  return result;
}

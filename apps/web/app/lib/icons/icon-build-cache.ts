import { boundedCache } from '../bounded-cache';

/** lucide's `buildLucideIconForReact` (Icon.mjs): an icon and its props to `[tag, svg attributes, shapes]`. */
type Build<Icon extends object, Result> = (icon: Icon, params: IconParams) => Result;
export interface IconParams {
  attributes?: Record<string, unknown>;
  [param: string]: unknown;
}

/** Distinct prop sets kept per icon: a page uses an icon with a handful of class names. */
const PER_ICON = 32;
const cache = new WeakMap<object, Map<string, unknown>>();

/** A plain value (a class name, a size, `aria-hidden`…) as a key part that tells its type apart, or null. */
function plainKey(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
      return `n${value}`;
    case 'boolean':
      return value ? 't' : 'f';
    case 'undefined':
      return 'u';
    default:
      return value === null ? 'l' : null;
  }
}

/**
 * The key of an icon's props when every one is a plain value, or null (a style object, a handler,
 * a ref…): such props are built each time.
 */
function keyOf(params: IconParams): string | null {
  let key = '';
  for (const name in params) {
    const value = params[name];
    if (name === 'attributes') {
      for (const attribute in value as Record<string, unknown>) {
        const part = plainKey((value as Record<string, unknown>)[attribute]);
        if (part === null) return null;
        key += `\u0001${attribute}\u0002${part}`;
      }
    } else {
      const part = plainKey(value);
      if (part === null) return null;
      key += `\u0003${name}\u0002${part}`;
    }
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

/**
 * Merged class lists (lucide's `mergeClasses(contextClass, className)`, run on every icon render):
 * by the icon's class names alone when there is no context class (the app sets none), else by both.
 */
const mergedClasses = boundedCache<string, string>(500);
const mergedPairs = boundedCache<string, string>(500);

export function cachedMergeClasses(
  merge: (...classes: unknown[]) => string,
  contextClass: unknown,
  className: unknown,
): string {
  if (typeof contextClass !== 'string' || typeof className !== 'string') return merge(contextClass, className);
  if (contextClass === '') return mergedClasses.get(className, () => merge(contextClass, className));
  return mergedPairs.get(`${contextClass}\u0000${className}`, () => merge(contextClass, className));
}

import { boundedCache } from '../bounded-cache';

/** lucide's `buildLucideIconForReact` (Icon.mjs): an icon and its props to `[tag, svg attributes, shapes]`. */
type Build<Icon extends object, Result> = (icon: Icon, params: IconParams) => Result;
export interface IconParams {
  attributes?: Record<string, unknown>;
  [param: string]: unknown;
}

/** Distinct prop sets kept per icon: a page uses an icon with a handful of class names. */
const PER_ICON = 32;

/** Where an icon's `attributes` start and end among its props, written out flat. */
const ATTRIBUTES = Symbol('attributes');
const END = Symbol('end of attributes');

/** A prop set written out flat: `[name, value, …, ATTRIBUTES, name, value, …, END]`, as `for…in` reads it. */
type Flat = readonly unknown[];

interface Built {
  flat: Flat;
  result: unknown;
}

const cache = new WeakMap<object, Built[]>();

/** A class name, a size, `aria-hidden`…: values compared with `===` (NaN, equal to nothing, is left out). */
const isPlain = (value: unknown) =>
  value === undefined ||
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && !Number.isNaN(value));

/** The props written out flat when every one is a plain value, or null (a style object, a handler, a ref…). */
function flatten(params: IconParams): Flat | null {
  const flat: unknown[] = [];
  for (const name in params) {
    const value = params[name];
    if (name === 'attributes') {
      flat.push(ATTRIBUTES);
      for (const attribute in value as Record<string, unknown>) {
        const v = (value as Record<string, unknown>)[attribute];
        if (!isPlain(v)) return null;
        flat.push(attribute, v);
      }
      flat.push(END);
    } else if (!isPlain(value)) return null;
    else flat.push(name, value);
  }
  return flat;
}

/** Whether `params` are, name for name and value for value (`===`, so types apart), the props written in `flat`. */
function sameProps(flat: Flat, params: IconParams): boolean {
  let i = 0;
  for (const name in params) {
    const value = params[name];
    if (name === 'attributes') {
      if (flat[i++] !== ATTRIBUTES) return false;
      for (const attribute in value as Record<string, unknown>) {
        if (flat[i] !== attribute || flat[i + 1] !== (value as Record<string, unknown>)[attribute]) return false;
        i += 2;
      }
      if (flat[i++] !== END) return false;
    } else {
      if (flat[i] !== name || flat[i + 1] !== value) return false;
      i += 2;
    }
  }
  return i === flat.length;
}

/**
 * `build(icon, params)`, remembered per icon and props: lucide rebuilds an icon's attributes on
 * every render (class names split and merged, defaults copied), ~5 % of the landing page's server
 * render for its 60 icons. The result is only read (its attributes are spread into a new element).
 * Props are compared value by value with the few sets kept for the icon: no key string to build
 * and hash per render (7 times faster than one).
 */
export function cachedIconBuild<Icon extends object, Result>(
  build: Build<Icon, Result>,
  icon: Icon,
  params: IconParams,
): Result {
  let built = cache.get(icon);
  if (!built) cache.set(icon, (built = []));
  for (const entry of built) if (sameProps(entry.flat, params)) return entry.result as Result;
  const flat = flatten(params);
  const result = build(icon, params);
  if (flat !== null) {
    if (built.length >= PER_ICON) built.length = 0;
    built.push({ flat, result });
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

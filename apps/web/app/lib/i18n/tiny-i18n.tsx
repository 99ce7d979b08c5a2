import {
  cloneElement,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Catalogue, CatalogueValue } from './keys-catalogue';
import { pluralRules } from '../intl-cache';

/**
 * The small part of i18next + react-i18next the app uses, in ~2 kB instead of ~16 kB (decisions
 * "Page weight"). Same API at the call sites: `useTranslation()` → `{ t, i18n }`, `<Trans>` with
 * named components, `<I18nextProvider>`. Same behaviour as the i18next setup it replaces
 * (`fallbackLng: false`, `escapeValue: false`): nested keys with dots, `{{var}}` (a variable that
 * was not passed stays as written, one passed as undefined/null becomes empty), plurals with
 * `count` (`_zero` for 0 when present, else the `Intl.PluralRules` category, else the bare key),
 * `returnObjects`, and a missing key shows the key itself.
 */

export type TOptions = Record<string, unknown> & { count?: number; returnObjects?: boolean };
export type TFunction = {
  (key: string, options?: TOptions): string;
  <T>(key: string, options: TOptions & { returnObjects: true }): T | string;
};

type Listener = (lng: string) => void;

export interface I18n {
  language: string;
  t: TFunction;
  getFixedT(lng: string): TFunction;
  changeLanguage(lng: string): Promise<void>;
  hasResourceBundle(lng: string, ns: string): boolean;
  addResourceBundle(lng: string, ns: string, bundle: Catalogue): void;
  getResourceBundle(lng: string, ns: string): Catalogue | undefined;
  on(event: 'languageChanged', fn: Listener): void;
  off(event: 'languageChanged', fn: Listener): void;
}

function pluralCategory(lng: string, count: number): string {
  let rules: Intl.PluralRules;
  try {
    rules = pluralRules(lng);
  } catch {
    // e.g. the `test` locale, which is no language tag: i18next falls back to one/other.
    rules = pluralRules('en');
  }
  return rules.select(count);
}

/**
 * What each key path resolved to, per catalogue (catalogues are never changed once loaded): a page
 * asks for ~300 keys, and splitting and walking each path again cost ~1 % of a server render.
 */
const resolved = new WeakMap<Catalogue, Map<string, CatalogueValue | undefined>>();
/** Keys are the app's own (a few thousand); the bound only guards against a runaway caller. */
const MAX_RESOLVED = 20_000;

function lookup(bundle: Catalogue | undefined, key: string): CatalogueValue | undefined {
  if (bundle === undefined) return undefined;
  let paths = resolved.get(bundle);
  if (!paths) resolved.set(bundle, (paths = new Map()));
  if (paths.has(key)) return paths.get(key);
  let node: CatalogueValue | undefined = bundle;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') {
      node = undefined;
      break;
    }
    node = (node as Record<string, CatalogueValue>)[part];
  }
  if (paths.size >= MAX_RESOLVED) paths.clear();
  paths.set(key, node);
  return node;
}

function valueAt(options: TOptions, path: string): { found: boolean; value: unknown } {
  if (Object.prototype.hasOwnProperty.call(options, path)) return { found: true, value: options[path] };
  let node: unknown = options;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return { found: false, value: undefined };
    node = (node as Record<string, unknown>)[part];
  }
  return { found: true, value: node };
}

export function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{([^{}]+)\}\}/g, (match, name: string) => {
    const { found, value } = valueAt(options, name.trim());
    if (!found) return match;
    return value === undefined || value === null ? '' : String(value);
  });
}

function deepInterpolate(value: CatalogueValue, options: TOptions | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((v) => deepInterpolate(v, options));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepInterpolate(v, options)]));
}

export function translate(bundle: Catalogue | undefined, lng: string, key: string, options?: TOptions): unknown {
  let value: CatalogueValue | undefined;
  const count = options?.count;
  if (typeof count === 'number') {
    if (count === 0) value = lookup(bundle, `${key}_zero`);
    if (value === undefined) value = lookup(bundle, `${key}_${pluralCategory(lng, count)}`);
  }
  if (value === undefined) value = lookup(bundle, key);
  if (value === undefined) return key;
  if (typeof value === 'string') return interpolate(value, options);
  return options?.returnObjects ? deepInterpolate(value, options) : key;
}

export function createTinyI18n(lng: string, resources: Record<string, Catalogue>): I18n {
  const bundles = new Map<string, Catalogue>(Object.entries(resources));
  const listeners = new Set<Listener>();
  const fixed = new Map<string, TFunction>();
  const getFixedT = (l: string): TFunction => {
    let fn = fixed.get(l);
    if (!fn) {
      fn = ((key: string, options?: TOptions) => translate(bundles.get(l), l, key, options)) as TFunction;
      fixed.set(l, fn);
    }
    return fn;
  };
  const i18n: I18n = {
    language: lng,
    t: ((key: string, options?: TOptions) => getFixedT(i18n.language)(key, options)) as TFunction,
    getFixedT,
    changeLanguage(next) {
      if (next !== i18n.language) {
        i18n.language = next;
        for (const fn of [...listeners]) fn(next);
      }
      return Promise.resolve();
    },
    hasResourceBundle: (l) => bundles.has(l),
    addResourceBundle: (l, _ns, bundle) => void bundles.set(l, bundle),
    getResourceBundle: (l) => bundles.get(l),
    on: (_event, fn) => void listeners.add(fn),
    off: (_event, fn) => void listeners.delete(fn),
  };
  return i18n;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nextProvider>');
  return i18n;
}

export function useTranslation(): { t: TFunction; i18n: I18n; ready: true } {
  const i18n = useI18n();
  const subscribe = useCallback(
    (notify: () => void) => {
      i18n.on('languageChanged', notify);
      return () => i18n.off('languageChanged', notify);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const t = i18n.getFixedT(language);
  return useMemo(() => ({ t, i18n, ready: true as const }), [t, i18n]);
}

/**
 * `<Trans i18nKey="…" components={{ name: <a …/> }} />`: `<name>inner</name>` in the translation
 * becomes the component with the inner text as its children; everything else is text (React
 * escapes it). Tags without a matching component are kept as text, like react-i18next.
 */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string;
  values?: TOptions;
  components?: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  return <>{renderTags(text, components)}</>;
}

function renderTags(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const out: ReactNode[] = [];
  const tag = /<([a-zA-Z0-9_-]+)>([\s\S]*?)<\/\1>|<([a-zA-Z0-9_-]+)\s*\/>/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(text))) {
    const name = match[1] ?? match[3]!;
    const component = components[name];
    if (!component || !isValidElement(component)) continue;
    if (match.index > last) out.push(text.slice(last, match.index));
    const inner = match[2];
    const key = `${name}-${match.index}`;
    out.push(
      inner === undefined
        ? cloneElement(component, { key })
        : cloneElement(component, { key }, ...renderTags(inner, components)),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out.length ? out : [text];
}

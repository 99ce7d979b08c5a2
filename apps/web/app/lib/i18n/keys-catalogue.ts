export type CatalogueValue = string | CatalogueValue[] | { [key: string]: CatalogueValue };
export type Catalogue = { [key: string]: CatalogueValue };

const PLURAL = /_(zero|one|two|few|many|other)$/;

function toKeys(value: CatalogueValue, path: string): CatalogueValue {
  if (typeof value === 'string') return path.replace(PLURAL, '');
  if (Array.isArray(value)) return value.map((item, i) => toKeys(item, `${path}.${i}`));
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, toKeys(v, path ? `${path}.${key}` : key)]));
}

/**
 * The `test` locale: every value replaced by its own key path, so a string that does not go
 * through i18n stands out on screen (decisions "Locales"). Plural suffixes collapse to the key.
 */
export function keysCatalogue(source: Catalogue): Catalogue {
  return toKeys(source, '') as Catalogue;
}

/** Flat list of key paths (array items by index), for checking that catalogues match. */
export function catalogueKeys(source: CatalogueValue, path = ''): string[] {
  if (typeof source === 'string') return [path];
  const entries = Array.isArray(source) ? source.map((v, i) => [String(i), v] as const) : Object.entries(source);
  return entries.flatMap(([key, value]) => catalogueKeys(value, path ? `${path}.${key}` : key));
}

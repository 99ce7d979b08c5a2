export type Catalogue = { [key: string]: string | Catalogue };

/**
 * The `test` locale: every value replaced by its own key path, so a string that does not go
 * through i18n stands out on screen (decisions "Locales"). Plural suffixes collapse to the key.
 */
export function keysCatalogue(source: Catalogue, path = ''): Catalogue {
  const out: Catalogue = {};
  for (const [key, value] of Object.entries(source)) {
    const full = path ? `${path}.${key}` : key;
    out[key] = typeof value === 'string' ? full.replace(/_(zero|one|two|few|many|other)$/, '') : keysCatalogue(value, full);
  }
  return out;
}

/** Flat list of key paths, for checking that catalogues match. */
export function catalogueKeys(source: Catalogue, path = ''): string[] {
  return Object.entries(source).flatMap(([key, value]) => {
    const full = path ? `${path}.${key}` : key;
    return typeof value === 'string' ? [full] : catalogueKeys(value, full);
  });
}

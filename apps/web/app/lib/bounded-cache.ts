/**
 * Values derived by pure functions from what is fixed in the code or the catalogues (class names,
 * message templates, image option sets…), kept per key; never a visitor's data. The app's keys
 * are a few hundred at most: `max` only guards against a runaway caller. Once it is reached,
 * everything is forgotten and the cache fills again.
 */
interface BoundedCache<K, V> {
  /** The value kept for `key`, else `compute(key)`, kept. */
  get(key: K, compute: (key: K) => V): V;
  readonly size: number;
}

export function boundedCache<K, V>(max: number): BoundedCache<K, V> {
  const values = new Map<K, V>();
  return {
    get(key, compute) {
      let value = values.get(key);
      if (value === undefined && !values.has(key)) {
        value = compute(key);
        if (values.size >= max) values.clear();
        values.set(key, value);
      }
      return value as V;
    },
    get size() {
      return values.size;
    },
  };
}

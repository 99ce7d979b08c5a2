import { validateForm, type ParseableSchema, type Validation } from './validate';

interface LazySchema<T> {
  /** Starts loading the schema (a form calls it on its first focus or input); never throws. */
  preload(): void;
  /** Checks values with the schema, loading it first if needed (same messages as `validateForm`). */
  validate(values: unknown): Promise<Validation<T>>;
}

/**
 * A contract schema loaded on demand: zod and the contracts' schemas (~60 kB gzip) stay out of the
 * page's initial JavaScript and arrive while the visitor fills the form. If the chunk cannot be
 * loaded (offline, a new deployment), the values go to the server unchecked: the API validates
 * every body anyway and answers 422 with the same field messages, which the forms show the same way.
 */
export function lazySchema<T>(load: () => Promise<ParseableSchema<T>>): LazySchema<T> {
  let pending: Promise<ParseableSchema<T>> | undefined;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return {
    preload() {
      get().catch(() => undefined);
    },
    async validate(values) {
      let schema: ParseableSchema<T>;
      try {
        schema = await get();
      } catch {
        return { ok: true, data: values as T };
      }
      return validateForm(schema, values);
    },
  };
}

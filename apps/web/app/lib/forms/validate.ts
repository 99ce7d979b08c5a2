/** The part of a zod schema forms need; keeps the web app on the contracts' own schemas. */
export interface ParseableSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FieldErrors = Record<string, string[]>;

export type Validation<T> = { ok: true; data: T } | { ok: false; fields: FieldErrors };

/**
 * Checks form values with the same schema the API uses, so both sides give the same exact
 * English messages (translated on display). Field names are the top-level keys.
 */
export function validateForm<T>(schema: ParseableSchema<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return { ok: false, fields };
}

/** Reads a form's text fields; checkboxes become booleans. */
export function formValues(form: HTMLFormElement, booleans: readonly string[] = []): Record<string, unknown> {
  const data = new FormData(form);
  const out: Record<string, unknown> = {};
  for (const [key, value] of data.entries()) if (typeof value === 'string') out[key] = value;
  for (const key of booleans) out[key] = data.get(key) === 'on';
  return out;
}

import type { z } from 'zod';

type Kind = { kind: 'boolean' | 'number' | 'array' | 'other'; nullable: boolean };

// zod 4 keeps each schema's structure in `_zod.def`; wrappers are unwrapped down to the base type.
function describeField(schema: z.ZodType): Kind {
  let nullable = false;
  let s = schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } };
  for (;;) {
    const def = s._zod.def;
    if (def.type === 'nullable') nullable = true;
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault')
      s = def.innerType as typeof s;
    else if (def.type === 'pipe') s = def.in as typeof s;
    else break;
  }
  const { type, values } = s._zod.def as { type: string; values?: unknown[] };
  if (type === 'boolean' || (type === 'literal' && values?.every((v) => typeof v === 'boolean')))
    return { kind: 'boolean', nullable };
  if (type === 'number' || type === 'int') return { kind: 'number', nullable };
  if (type === 'array') return { kind: 'array', nullable };
  return { kind: 'other', nullable };
}

const TRUE = new Set(['true', '1', 'on', 'yes']);
const FALSE = new Set(['false', '0', 'off', 'no', '']);

/**
 * Turns multipart text fields into the JSON shape a route's body schema expects, so one schema
 * validates both encodings: "true"/"on" → true for booleans, numbers parsed, repeated keys (or
 * `key[]`) → arrays, and "" → null for nullable fields. Unknown keys are left as strings.
 */
export function formFieldsToBody(fields: Map<string, string[]>, schema: z.ZodType): Record<string, unknown> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const body: Record<string, unknown> = {};
  for (const [rawKey, values] of fields) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    const field = shape[key];
    const { kind, nullable } = field ? describeField(field) : { kind: 'other' as const, nullable: false };
    const last = values[values.length - 1] ?? '';
    if (kind === 'array')
      body[key] = [...((body[key] as string[] | undefined) ?? []), ...values.filter((v) => v !== '')];
    else if (nullable && last === '') body[key] = null;
    else if (kind === 'boolean')
      body[key] = TRUE.has(last.toLowerCase()) ? true : FALSE.has(last.toLowerCase()) ? false : last;
    else if (kind === 'number') body[key] = last.trim() === '' || Number.isNaN(Number(last)) ? last : Number(last);
    else body[key] = last;
  }
  return body;
}

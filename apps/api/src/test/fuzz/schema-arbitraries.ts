import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema (as @fastify/swagger writes it from zod) the fuzzer reads. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Real ids and names of the test world, by field name, so mostly valid inputs reach deep. */
export type Fixtures = Record<string, string>;

const LONE_SURROGATES = ['\ud800', '\udfff', 'a\ud800b', '\udc00x', 'x\ud83d'];
/** NUL somewhere in a string; ASCII around it so the NUL is the one fault. */
const withNul = fc
  .tuple(fc.string({ unit: 'grapheme-ascii', maxLength: 6 }), fc.string({ unit: 'grapheme-ascii', maxLength: 6 }))
  .map(([a, b]) => `${a}\u0000${b}`);
const withLoneSurrogate = fc.constantFrom(...LONE_SURROGATES);
/** Dates no booking, birth or search can mean: Date.UTC's 0–99 years, far past, far future, impossible days. */
/** Within the schema's years but absurd for a booking: decades long, or long past (booking rules refuse them). */
const FAR_BOOKING_DATES = ['2200-12-31', '2199-01-01', '1900-01-01'];
const BOOKING_DATE_FIELDS = new Set(['startDate', 'endDate']);
const FAR_DATES = [
  '0001-01-01',
  '0099-12-31',
  '0100-03-01',
  '1000-01-01',
  '1899-12-31',
  '2201-01-01',
  '9999-12-31',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '+275760-09-13',
  '-000001-01-01',
  '20260101',
  '2026-1-1',
];
const HUGE = [1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -(Number.MAX_SAFE_INTEGER + 2), 2 ** 63, 1e21];

const isNullable = (s: JsonSchema) =>
  s.nullable === true || s.type === 'null' || (s.anyOf ?? s.oneOf ?? []).some((b) => b.type === 'null' || b.nullable);
const branches = (s: JsonSchema) => s.anyOf ?? s.oneOf;

/** Strings every text field must refuse, whatever its type: NUL bytes and lone UTF-16 surrogates. */
const unsafeText: fc.Arbitrary<string> = fc.oneof(withNul, withLoneSurrogate);
/**
 * The same for a query string or form field. A lone surrogate cannot travel there: its bytes are
 * not UTF-8, so the query parser keeps them as typed (`%ED%A0%80`, a harmless literal) and
 * multipart reads U+FFFD. Path parameters refuse such bytes (see `badPathValue`).
 */
export const unsafeFormText: fc.Arbitrary<string> = withNul;

/** A value the schema accepts (or very nearly: refinements the schema cannot say are left to chance). */
export function validValue(schema: JsonSchema, name: string, fixtures: Fixtures): fc.Arbitrary<unknown> {
  if (fixtures[name] !== undefined && (schema.type === 'string' || !schema.type)) return fc.constant(fixtures[name]);
  const alts = branches(schema);
  if (alts) return fc.oneof(...alts.filter((b) => b.type !== 'null').map((b) => validValue(b, name, fixtures)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? Math.max(min, 0) + 1000;
      return schema.type === 'integer'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 1_000_000)) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'array': {
      if (!schema.items) return fc.constant([]);
      return fc.array(validValue(schema.items, name, fixtures), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    }
    case 'object':
      return validObject(schema, fixtures);
    case 'string':
    default:
      return validString(schema);
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date':
      return fc
        .date({ min: new Date('2026-07-01'), max: new Date('2027-06-30'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2026-07-01'), max: new Date('2027-06-30'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc.integer({ min: 1, max: 1e9 }).map((n) => `fuzz-${n}@example.test`);
    case 'uri':
      return fc.constant('https://example.test/a');
  }
  if (schema.pattern)
    return matching(new RegExp(schema.pattern)).filter(
      (s) => s.length <= (schema.maxLength ?? Infinity) && s.length >= (schema.minLength ?? 0),
    );
  const minLength = schema.minLength ?? 0;
  return fc.string({
    unit: 'grapheme-ascii',
    minLength: Math.max(minLength, 1),
    maxLength: Math.max(Math.min(schema.maxLength ?? 24, 24), minLength, 1),
  });
}

/** Strings matching `pattern`; fast-check cannot build lookaheads, so those take a known sample (a return path). */
function matching(pattern: RegExp): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern);
  } catch {
    return fc.constantFrom(...['/', '/a', 'a', 'A1'].filter((s) => pattern.test(s)), '/');
  }
}

function validObject(schema: JsonSchema, fixtures: Fixtures): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, prop] of Object.entries(props)) shape[key] = validValue(prop, key, fixtures);
  return fc.record(shape, {
    requiredKeys: Object.keys(props).filter((k) => required.has(k) || fixtures[k] !== undefined),
  });
}

/**
 * A value the schema must refuse. `text` is for query, path and form fields, where every value
 * travels as a string. Returns null when nothing can be said to be wrong (an unconstrained field).
 */
export function badValue(schema: JsonSchema, text: boolean, fixtures: Fixtures, name = ''): fc.Arbitrary<unknown> {
  const alts = branches(schema);
  const unsafe = text ? unsafeFormText : unsafeText;
  // For a union only what no branch takes: unsafe text (and, in JSON, a type no branch has).
  if (alts) return text ? unsafe : fc.oneof(unsafe, fc.constant({ fuzz: true }));
  const choices: fc.Arbitrary<unknown>[] = [unsafe];
  const wrongTypes = (...values: unknown[]) => {
    if (!text) choices.push(fc.constantFrom(...values.filter((v) => !(v === null && isNullable(schema)))));
  };
  if (schema.enum || schema.const !== undefined) {
    const allowed = new Set((schema.enum ?? [schema.const]).map((v) => String(v)));
    choices.push(fc.constantFrom('zzz-not-a-choice', 'TRUE', '2', 'yes-no').filter((v) => !allowed.has(v)));
    wrongTypes(7, [], {}, null);
    return fc.oneof(...choices);
  }
  switch (schema.type) {
    case 'boolean':
      choices.push(fc.constantFrom('maybe', '2', 'truee'));
      wrongTypes(1, 0, 'true', null, [], {});
      break;
    case 'integer':
    case 'number': {
      const numbers = [...HUGE];
      if (schema.minimum !== undefined) numbers.push(schema.minimum - 1, -1e308);
      if (schema.maximum !== undefined) numbers.push(schema.maximum + 1);
      if (schema.type === 'integer') numbers.push(0.5, 5e-324, (schema.minimum ?? 0) + 0.25);
      if (text)
        choices.push(
          fc.constantFrom(
            ...numbers.map(String),
            'abc',
            '1e400',
            '-1e400',
            'NaN',
            'Infinity',
            '99999999999999999999999',
          ),
        );
      else choices.push(fc.constantFrom(...numbers));
      wrongTypes('12', true, null, [], {});
      break;
    }
    case 'array':
      if (schema.items) {
        const items = schema.items;
        choices.push(
          badValue(items, text, fixtures).chain((bad) => validValue(items, '', fixtures).map((ok) => [ok, bad])),
        );
        if (schema.maxItems !== undefined && !text)
          choices.push(
            validValue(items, '', fixtures).map((ok) => Array.from({ length: schema.maxItems! + 1 }, () => ok)),
          );
      }
      wrongTypes({ a: 1 }, 5, true, null);
      break;
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      if (props.length && !text) {
        choices.push(
          fc
            .constantFrom(...props)
            .chain(([key, prop]) =>
              fc
                .tuple(validObject(schema, fixtures), badValue(prop, false, fixtures, key))
                .map(([ok, bad]) => ({ ...ok, [key]: bad })),
            ),
        );
        const required = schema.required ?? [];
        if (required.length)
          choices.push(
            fc
              .tuple(validObject(schema, fixtures), fc.constantFrom(...required))
              .map(([ok, key]) => Object.fromEntries(Object.entries(ok).filter(([k]) => k !== key))),
          );
      }
      wrongTypes('text', 5, [], null, true);
      break;
    }
    default: {
      if (schema.format === 'date')
        choices.push(fc.constantFrom(...FAR_DATES, ...(BOOKING_DATE_FIELDS.has(name) ? FAR_BOOKING_DATES : [])));
      if (schema.format === 'uuid')
        choices.push(fc.constantFrom('not-a-uuid', '1234', `${'0'.repeat(8)}-0000-0000-0000-00000000000g`));
      if (schema.format === 'email') choices.push(fc.constantFrom('no-at-sign', 'a@', '@b.test'));
      if (schema.maxLength !== undefined) choices.push(fc.constant('x'.repeat(schema.maxLength + 1)));
      wrongTypes(42, 1e308, true, [], { a: 'b' }, null);
    }
  }
  return fc.oneof(...choices);
}

/** A path parameter's bad value: anything `badValue` makes, or a lone surrogate (sent as bytes that are not UTF-8). */
export const badPathValue = (schema: JsonSchema, fixtures: Fixtures, name: string) =>
  fc.oneof(badValue(schema, true, fixtures, name), withLoneSurrogate);

/**
 * Percent-encodes for a URL; a lone surrogate (which encodeURIComponent refuses) becomes the
 * bytes a careless client would send for it (CESU-8), which are not valid UTF-8.
 */
export function encodeUrlPart(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

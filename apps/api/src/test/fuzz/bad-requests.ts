import fc from 'fast-check';
import { fillPath, type Operation, type Param } from './operations';
import {
  badPathValue,
  badValue,
  encodeUrlPart,
  unsafeFormText,
  validValue,
  type Fixtures,
  type JsonSchema,
} from './schema-arbitraries';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Signed in as the fuzz world's admin (who owns its listing), its renter, or anonymous. */
  as: 'admin' | 'renter' | 'anonymous';
  /** What was broken, for the failure message. */
  what: string;
}

type Part = Omit<FuzzRequest, 'method' | 'as'>;

const textOf = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** Valid values for the parameters (only the required ones when asked), as text. */
export function validParams(
  params: Param[],
  fixtures: Fixtures,
  onlyRequired: boolean,
): fc.Arbitrary<Record<string, string>> {
  const shape: Record<string, fc.Arbitrary<string>> = {};
  for (const p of params)
    if (!onlyRequired || p.required) shape[p.name] = validValue(p.schema, p.name, fixtures).map(textOf);
  return fc.record(shape);
}

export const queryString = (values: Record<string, string>) => {
  const pairs = Object.entries(values).map(([k, v]) => `${encodeUrlPart(k)}=${encodeUrlPart(v)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
};

/** One path or query parameter made bad, the others valid. */
function badParam(op: Operation, fixtures: Fixtures, where: 'path' | 'query'): fc.Arbitrary<Part> | null {
  const targets = where === 'path' ? op.params : op.query;
  if (!targets.length) return null;
  return fc
    .tuple(fc.constantFrom(...targets), validParams(op.params, fixtures, true), validParams(op.query, fixtures, true))
    .chain(([target, path, query]) =>
      (where === 'path'
        ? badPathValue(target.schema, fixtures, target.name)
        : badValue(target.schema, true, fixtures, target.name)
      ).map((bad) => {
        const value = textOf(bad);
        const p = where === 'path' ? { ...path, [target.name]: value } : path;
        const q = where === 'query' ? { ...query, [target.name]: value } : query;
        return {
          url: fillPath(op.path, mapValues(p, encodeUrlPart)) + queryString(q),
          headers: {},
          what: `${where} ${target.name}=${JSON.stringify(value)}`,
        };
      }),
    );
}

/** Each value through `f`. */
export const mapValues = (o: Record<string, string>, f: (v: string) => string) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));

/** A JSON body with one field wrong (or of a wrong type altogether), as bytes. */
function badJsonBody(schema: JsonSchema, fixtures: Fixtures): fc.Arbitrary<Part> {
  return badValue(schema, false, fixtures).map((body) => ({
    url: '',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body) ?? 'null',
    what: `json ${JSON.stringify(body)?.slice(0, 300)}`,
  }));
}

const MALFORMED: [contentType: string, payload: string][] = [
  ['application/json', '{"a":'],
  ['application/json', '{'],
  ['application/json', '[1,'],
  ['application/json', '{"__proto__":{"polluted":1}}'],
  ['application/json', '{"constructor":{"prototype":{"polluted":1}}}'],
  ['application/json', '\u0000'],
  ['application/json; charset=utf-16', '{}x'],
  ['text/xml', '<a/>'],
  ['application/x-www-form-urlencoded', 'a=1&b=%00'],
  ['application/octet-stream', '\u0000\u0001'],
  ['application/json', `{"a":"${'x'.repeat(1024 * 1024)}"}`],
];
/** For an operation with a body: text is a string, not the object its schema wants. */
const UNEXPECTED_TEXT: [string, string][] = [
  ['text/plain', 'hello'],
  ['text/plain', '{"a":1}'],
];
const malformedBody = (withBody: boolean): fc.Arbitrary<Part> =>
  fc.constantFrom(...MALFORMED, ...(withBody ? UNEXPECTED_TEXT : [])).map(([ct, payload]) => ({
    url: '',
    headers: { 'content-type': ct },
    payload,
    what: `${ct} ${JSON.stringify(payload.slice(0, 60))}`,
  }));

const BOUNDARY = 'fuzzboundary42';
function formData(fields: [string, string][], boundary = BOUNDARY) {
  return Buffer.concat([
    ...fields.map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}
const formFields = (body: Record<string, unknown>): [string, string][] =>
  Object.entries(body).flatMap(([k, v]) =>
    Array.isArray(v) ? v.map((x): [string, string] => [`${k}[]`, textOf(x)]) : [[k, textOf(v)] as [string, string]],
  );

/** Multipart that cannot be read: no boundary, another boundary, cut short, a header with NUL, an endless field. */
const brokenMultipart = (fields: [string, string][]): fc.Arbitrary<Part> => {
  const whole = formData(fields);
  const variants: [string, string, Buffer][] = [
    ['no boundary', 'multipart/form-data', whole],
    ['empty boundary', 'multipart/form-data; boundary=', whole],
    ['other boundary', 'multipart/form-data; boundary=nottheone', whole],
    ['truncated', `multipart/form-data; boundary=${BOUNDARY}`, whole.subarray(0, Math.max(10, whole.length - 30))],
    [
      'cut in the headers',
      `multipart/form-data; boundary=${BOUNDARY}`,
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`),
    ],
    [
      'no closing boundary',
      `multipart/form-data; boundary=${BOUNDARY}`,
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT\r\n`),
    ],
    [
      'NUL in a field name',
      `multipart/form-data; boundary=${BOUNDARY}`,
      formData([
        ['_method', 'PUT'],
        ['a\u0000b', 'x'],
      ]),
    ],
    [
      'field over 64 KiB',
      `multipart/form-data; boundary=${BOUNDARY}`,
      formData([['_method', 'PUT'], ...fields, ['big', 'x'.repeat(70 * 1024)]]),
    ],
    ['empty body', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.alloc(0)],
    ['garbage', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.from('\u0000\u0001garbage\r\n\r\n--')],
  ];
  return fc
    .constantFrom(...variants)
    .map(([what, ct, payload]) => ({ url: '', headers: { 'content-type': ct }, payload, what: `multipart ${what}` }));
};

/** A `_method=PUT` form with one field wrong. */
function badFormBody(schema: JsonSchema, fixtures: Fixtures): fc.Arbitrary<Part> {
  const scalar = Object.entries(schema.properties ?? {}).filter(
    ([, s]) => s.type !== 'object' && !(s.type === 'array' && s.items?.type === 'object'),
  );
  const arbs: fc.Arbitrary<Part>[] = [brokenMultipart([['_method', 'PUT']])];
  if (scalar.length) {
    const valid = validValue(schema, '', fixtures) as fc.Arbitrary<Record<string, unknown>>;
    arbs.push(
      fc.tuple(valid, fc.constantFrom(...scalar)).chain(([ok, [key, prop]]) =>
        fc.oneof(badValue(prop, true, fixtures, key), unsafeFormText).map((bad) => {
          const fields: [string, string][] = [['_method', 'PUT'], ...formFields({ ...ok, [key]: bad })];
          return {
            url: '',
            headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
            payload: formData(fields),
            what: `form ${key}=${JSON.stringify(textOf(bad))}`,
          };
        }),
      ),
    );
    arbs.push(valid.chain((ok) => brokenMultipart([['_method', 'PUT'], ...formFields(ok)])));
  }
  return fc.oneof(...arbs);
}

/** An upload that is no photo: broken multipart, the wrong field, an empty or non-image file, NUL in its name. */
const badUpload: fc.Arbitrary<Part> = fc.oneof(
  brokenMultipart([['file', 'not really a file']]),
  fc
    .constantFrom<[string, string, string]>(
      ['file', 'photo.jpg', ''],
      ['file', 'photo.jpg', 'not an image at all'],
      ['file', 'ph\u0000oto.jpg', '\u00ff\u00d8\u00ffgarbage'],
      ['photo', 'photo.jpg', 'wrong field'],
      ['file', '../../etc/passwd', '%PDF-1.4'],
    )
    .map(([field, filename, content]) => {
      const payload = Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        Buffer.from(content, 'latin1'),
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]);
      return {
        url: '',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload,
        what: `upload ${field} ${JSON.stringify(filename)} ${JSON.stringify(content.slice(0, 20))}`,
      };
    }),
);

/**
 * Generated bad requests for one operation: a bad path or query parameter, a JSON body with one
 * field wrong, a malformed or unsupported body, broken multipart, a bad form field. Everything
 * else in the request is valid, so the one fault is what the answer must be about.
 */
export function badRequests(op: Operation, fixtures: Fixtures): fc.Arbitrary<FuzzRequest> | null {
  const validUrl = fc
    .tuple(validParams(op.params, fixtures, true), validParams(op.query, fixtures, true))
    .map(([path, query]) => fillPath(op.path, mapValues(path, encodeUrlPart)) + queryString(query));
  const withUrl = (part: fc.Arbitrary<Part>) =>
    fc.tuple(part, validUrl).map(([p, url]) => ({ ...p, url: p.url || url }));
  const kinds: fc.Arbitrary<Part>[] = [];
  const pathBad = badParam(op, fixtures, 'path');
  const queryBad = badParam(op, fixtures, 'query');
  if (pathBad) kinds.push(pathBad);
  if (queryBad) kinds.push(queryBad);
  if (op.method !== 'GET') {
    if (op.formTwin)
      kinds.push(withUrl(op.body ? badFormBody(op.body, fixtures) : brokenMultipart([['_method', 'PUT']])));
    else if (op.upload) kinds.push(withUrl(badUpload));
    else if (op.body) kinds.push(withUrl(badJsonBody(op.body, fixtures)), withUrl(malformedBody(true)));
    else kinds.push(withUrl(malformedBody(false)));
  }
  if (!kinds.length) return null;
  return fc
    .tuple(fc.oneof(...kinds), fc.constantFrom<FuzzRequest['as']>('admin', 'admin', 'admin', 'anonymous'))
    .map(([part, as]) => ({
      method: op.method,
      url: part.url,
      headers: part.headers,
      payload: part.payload,
      as,
      what: part.what,
    }));
}

/** For an operation that takes no input at all: unexpected query strings and forged tokens, which it must ignore or refuse. */
export function strayInputs(op: Operation): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      fc.dictionary(
        fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 6 }),
        fc.oneof(unsafeFormText, fc.constantFrom(...['1e400', '-1', 'null', '[]'])),
      ),
      fc.constantFrom('admin', 'anonymous', 'forged'),
    )
    .map(([query, who]): FuzzRequest => ({
      method: op.method,
      url: op.path + queryString(query),
      headers: who === 'forged' ? { authorization: 'Bearer forged\tvalue' } : ({} as Record<string, string>),
      as: who === 'admin' ? 'admin' : 'anonymous',
      what: `stray query ${JSON.stringify(query)} as ${who}`,
    }));
}

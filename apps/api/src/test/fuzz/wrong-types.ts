import fc from 'fast-check';
import { mapValues, queryString, validParams, type FuzzRequest } from './bad-requests';
import { fillPath, type Operation } from './operations';
import { encodeUrlPart, validValue, type Fixtures, type JsonSchema } from './schema-arbitraries';

const SEED = 20260611;
const one = <T>(arb: fc.Arbitrary<T>): T => fc.sample(arb, { seed: SEED, numRuns: 1 })[0]!;

/** `{ anyOf: [X, null] }` (a nullable field) is X: the wrong values are X's wrong values. */
function withoutNull(schema: JsonSchema): JsonSchema {
  const alts = (schema.anyOf ?? schema.oneOf)?.filter((b) => b.type !== 'null');
  return alts?.length === 1 ? withoutNull(alts[0]!) : schema;
}

/**
 * What a careless client sends instead of the field's value: text where a number is wanted, a
 * number where text is, an object where a list is, an unknown choice. In a query string (`text`)
 * every value is text, so only text that is not a number, a yes/no or a choice can be wrong.
 */
function wrongValues(field: JsonSchema, text: boolean): [what: string, value: unknown][] {
  const schema = withoutNull(field);
  const out: [string, unknown][] = [];
  if (schema.enum || schema.const !== undefined) out.push(['an unknown choice', 'no-such-choice']);
  switch (schema.type) {
    case 'integer':
    case 'number':
      out.push(['text where a number is wanted', 'twelve']);
      break;
    case 'boolean':
      out.push(['text where yes or no is wanted', 'maybe']);
      break;
    case 'string':
      if (!text) out.push(['a number where text is wanted', 12345]);
      break;
    case 'array':
      if (!text) out.push(['an object where a list is wanted', { first: 1 }]);
      break;
    case 'object':
      if (!text) out.push(['text where an object is wanted', 'text']);
      break;
  }
  return out;
}

/**
 * For every operation that reads a JSON body or a query string: one request per field and per
 * wrong value (and one without each required field), the rest of the request valid, as the fuzz
 * world's admin (who owns its listing, so ownership is not what stops the request first).
 * Multipart twins and uploads are left to the schema fuzz: their fields are the JSON body's.
 */
export function wrongTypeRequests(op: Operation, fixtures: Fixtures): FuzzRequest[] {
  const path = fillPath(op.path, mapValues(one(validParams(op.params, fixtures, false)), encodeUrlPart));
  const query = one(validParams(op.query, fixtures, true));
  const requests: FuzzRequest[] = [];
  const add = (what: string, url: string, body?: unknown) =>
    requests.push({
      method: op.method,
      url,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      payload: body === undefined ? undefined : JSON.stringify(body),
      as: 'admin',
      what,
    });

  for (const param of op.query) {
    for (const [what, value] of wrongValues(param.schema, true))
      add(`query ${param.name}: ${what}`, path + queryString({ ...query, [param.name]: String(value) }));
    if (param.required) {
      const { [param.name]: _missing, ...rest } = query;
      add(`query ${param.name} missing`, path + queryString(rest));
    }
  }

  if (op.body && !op.formTwin && op.method !== 'GET') {
    const url = path + queryString(query);
    const body = one(validValue(op.body, '', fixtures));
    const fields = Object.entries(withoutNull(op.body).properties ?? {});
    if (!fields.length || typeof body !== 'object' || body === null || Array.isArray(body))
      add('text where the body object is wanted', url, 'text');
    else {
      const required = new Set(withoutNull(op.body).required ?? []);
      for (const [name, schema] of fields) {
        for (const [what, value] of wrongValues(schema, false))
          add(`body ${name}: ${what}`, url, { ...body, [name]: value });
        if (required.has(name)) {
          const { [name]: _missing, ...rest } = body as Record<string, unknown>;
          add(`body ${name} missing`, url, rest);
        }
      }
    }
  }
  return requests;
}

import type { JsonSchema } from './schema-arbitraries';

export interface Param {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, as the fuzzer drives it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI form: `/api/v1/listings/{listingId}`. */
  path: string;
  params: Param[];
  query: Param[];
  /** JSON body schema; for a `_method=PUT` twin, its PUT's body, sent as form fields. */
  body?: JsonSchema;
  /** The POST twin of a PUT, whose body is multipart form fields with `_method=PUT`. */
  formTwin: boolean;
  /** Takes a multipart upload with no body schema (photo upload). */
  upload: boolean;
}

interface OpenApiOperation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const FORM_TWIN = '(multipart/form-data with _method=PUT)';

/** Every operation of the document, sorted, with the PUT body attached to each `_method=PUT` twin. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as Operation['method'];
      const parameters = op.parameters ?? [];
      const formTwin = method === 'POST' && (op.summary ?? '').endsWith(FORM_TWIN);
      const body = formTwin
        ? methods.put?.requestBody?.content['application/json']?.schema
        : op.requestBody?.content['application/json']?.schema;
      ops.push({
        method,
        path,
        params: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, in: 'path', required: true, schema: p.schema })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, in: 'query', required: p.required ?? false, schema: p.schema })),
        body,
        formTwin,
        upload: !formTwin && !body && (op.summary ?? '').includes('multipart'),
      });
    }
  }
  return ops.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** `/api/v1/listings/{listingId}` with `{ listingId: 'x' }` (values already encoded). */
export function fillPath(path: string, values: Record<string, string>) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'missing');
}

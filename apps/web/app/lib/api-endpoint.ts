import type { Endpoint, PathParamNames, QueryValues } from '@biclou/contracts/endpoints';

/** The response type an endpoint of the contracts' table answers with. */
export type ResponseOf<E> = E extends Endpoint<string, infer Res, unknown, QueryValues> ? Res : never;

/** The body an endpoint takes (`z.input` of its contracts schema; `undefined`: none). */
export type BodyOf<E> = E extends Endpoint<string, unknown, infer Body, QueryValues> ? Body : never;

type ParamsInput<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<P>, string> };
type BodyInput<B> = undefined extends B ? { body?: B } : { body: B };

/**
 * What a call needs besides the endpoint: its path parameters, its body, and its query, either as
 * values or (for a caller that orders and encodes its own, like the search) as a ready `?a=b` string.
 */
export type CallInput<E> =
  E extends Endpoint<infer P, unknown, infer B, infer Q>
    ? ParamsInput<P> & BodyInput<B> & { query?: Q; rawQuery?: string }
    : never;

/** The endpoint's path with its parameters filled in (encoded) and its query appended. */
export function endpointUrl(
  endpoint: Endpoint,
  input: { params?: Record<string, string>; query?: QueryValues; rawQuery?: string } = {},
): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${endpoint.path}`);
    return encodeURIComponent(value);
  });
  if (input.rawQuery !== undefined) return path + input.rawQuery;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {}))
    if (value !== undefined) query.set(name, String(value));
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

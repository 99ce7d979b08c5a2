/** How an entry of the web's endpoint table is written (see ../endpoints.ts). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValues = Record<string, string | number | undefined>;

/** One operation. `types` is never set: it carries the response, body and query types. */
export interface Endpoint<
  Path extends string = string,
  Res = unknown,
  Body = unknown,
  Query extends QueryValues = QueryValues,
> {
  readonly method: HttpMethod;
  readonly path: Path;
  readonly types?: { response: Res; body: Body; query: Query };
}

/** `:listingId` in `/listings/:listingId/photos` → 'listingId'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A query schema's input (`z.input<typeof …QuerySchema>`) as a URL carries it: each value a string or a
 * number (a coerced number takes either), or absent; array forms are left to `rawQuery`.
 */
export type QueryInput<T> = {
  [K in keyof T]: unknown extends T[K] ? string | number | undefined : Extract<T[K], string | number | undefined>;
};

/** An endpoint whose response is Res, body Body (`undefined`: none) and query Query. */
export const endpoint =
  <Res, Body = undefined, Query extends QueryValues = Record<never, never>>() =>
  <const Path extends string>(method: HttpMethod, path: Path): Endpoint<Path, Res, Body, Query> => ({ method, path });

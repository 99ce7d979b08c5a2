import { ErrorResponseSchema } from '@biclou/contracts/errors';

/** Documents error answers in OpenAPI: `response: { 200: X, ...errors(401, 422) }`. */
export function errors<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, ErrorResponseSchema])) as { [K in S]: typeof ErrorResponseSchema };
}

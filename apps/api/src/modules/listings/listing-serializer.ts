import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OwnerListingSchema, PublicListingSchema, type ListingResponse } from '@biclou/contracts/listings';

/**
 * GET /listings/:id's 200 body without re-validating it: the app's serializer checks
 * every response against its zod schema, about a fifth of this route's CPU. Here each view is
 * written by fast-json-stringify from the view's own JSON schema (compiled once at start): the
 * same keys in the same order, and still nothing but the schema's properties, so an extra field
 * can never slip out. Other statuses keep the zod serializer.
 */
const compile = (listing: z.ZodType) => {
  const { $schema: _draft, ...schema } = z.toJSONSchema(z.object({ listing }), { target: 'draft-7', io: 'output' });
  return fastJson(schema as Parameters<typeof fastJson>[0]);
};
const ownerJson = compile(OwnerListingSchema);
const publicJson = compile(PublicListingSchema);

function serializeListingResponse(data: ListingResponse): string {
  return data.listing.view === 'owner' ? ownerJson(data) : publicJson(data);
}

/** The route's `serializerCompiler`: fast-json-stringify for 200, the app's zod one otherwise. */
export function listingSerializerCompiler(route: {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}): (data: unknown) => string {
  if (route.httpStatus === '200') return serializeListingResponse as (data: unknown) => string;
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
}

import { z } from './zod';
import { UNIT_LIMITS, UNIT_MESSAGES } from '@biclou/domain/listing-units';

/**
 * A listing's units, the identical bikes it offers (decisions.md "Units"), as its owner manages
 * them: GET/POST /listings/:listingId/units, PUT/DELETE /listings/:listingId/units/:unitId. Owner
 * only: anyone else's listing is a 404.
 */
export const ListingUnitParamsSchema = z.object({ listingId: z.uuid(), unitId: z.uuid() });

/** A count of bikes: 1 to 200 (the wizard's, and how many to add at once). */
export const unitCountSchema = z
  .number({ message: UNIT_MESSAGES.count })
  .int(UNIT_MESSAGES.count)
  .min(UNIT_LIMITS.min, UNIT_MESSAGES.count)
  .max(UNIT_LIMITS.max, UNIT_MESSAGES.count);

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).nullable().optional();

export const AddListingUnitsRequestSchema = z.object({ count: unitCountSchema });

/** Absent leaves a field as it is; '' and null clear a text. */
export const UpdateListingUnitRequestSchema = z.object({
  marking: optionalText(60, 'The marking may not be longer than 60 characters.'),
  sizeCode: z.string().max(16, 'Choose a size.').nullable().optional(),
  note: optionalText(500, 'The note may not be longer than 500 characters.'),
  outOfService: z.boolean().optional(),
});

export const ListingUnitSchema = z.object({
  id: z.uuid(),
  /** 1, 2, 3…: the owner's order, the order bookings get them in. */
  position: z.number().int(),
  marking: z.string().nullable(),
  sizeCode: z.string().nullable(),
  note: z.string().nullable(),
  /** Out of service (repair): given to no booking, it blocks only itself. */
  outOfService: z.boolean(),
});
export type ListingUnit = z.infer<typeof ListingUnitSchema>;

export const ListingUnitsResponseSchema = z.object({ units: z.array(ListingUnitSchema) });
export type ListingUnitsResponse = z.infer<typeof ListingUnitsResponseSchema>;

import { z } from './zod';
import { AdminPartySchema } from './admin-money';

/** Admin media: every uploaded listing photo with its listing and owner; delete one with a reason. */
export const AdminMediaListQuerySchema = z.object({
  listingId: z.uuid({ message: 'Unknown listing.' }).optional(),
  ownerId: z.uuid({ message: 'Unknown user.' }).optional(),
  dir: z.enum(['asc', 'desc'], { message: 'Choose asc or desc.' }).default('desc'),
  cursor: z.string().max(300, 'This cursor is not valid.').optional(),
  limit: z.coerce
    .number({ message: 'Enter a number.' })
    .int('Enter a whole number.')
    .min(1, 'At least 1.')
    .max(100, 'At most 100.')
    .default(24),
});

export const AdminPhotoSchema = z.object({
  id: z.uuid(),
  key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  isCover: z.boolean(),
  createdAt: z.string(),
  listing: z.object({ id: z.uuid(), title: z.string(), status: z.string() }),
  owner: AdminPartySchema,
});
export type AdminPhoto = z.infer<typeof AdminPhotoSchema>;

export const AdminMediaListResponseSchema = z.object({
  items: z.array(AdminPhotoSchema),
  nextCursor: z.string().nullable(),
  /** Every stored photo: how many and how many bytes (the originals, variants aside). */
  storage: z.object({ photos: z.number().int(), bytes: z.number().int() }),
});
export type AdminMediaListResponse = z.infer<typeof AdminMediaListResponseSchema>;

export const PhotoParamsSchema = z.object({ photoId: z.uuid() });
export const AdminDeletePhotoRequestSchema = z.object({
  reason: z
    .string({ message: 'Give the reason, the owner will read it.' })
    .trim()
    .min(3, 'Give the reason, the owner will read it.')
    .max(1000, 'The reason may not be longer than 1000 characters.'),
});

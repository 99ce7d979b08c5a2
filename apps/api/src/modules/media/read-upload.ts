import type { FastifyRequest } from 'fastify';
import { LISTING_MESSAGES } from '@biclou/domain/listing-rules';
import { AppError } from '../../platform/http/app-error';
import { requireUser } from '../../platform/auth/guards';
import { consumeOrThrow, RATE_RULES } from '../../platform/rate-limit/rate-limiter';

const NO_FILE = 'Choose a photo to upload.';

/**
 * Reads the one file of a multipart upload in field `field`, refusing anything over `maxBytes`
 * with a 422 on that field (spec §5: 'File is too large.'), and broken multipart with 'Choose a
 * photo to upload.', never a 413 or a 500. Each upload counts against the member's upload budget
 * (`RATE_RULES.uploadsUser`, 60 an hour, shared by every instance through Redis) before a byte is
 * read: over it, a 429 that says when to come back, and the body is not read.
 */
export async function readUploadedFile(request: FastifyRequest, field: string, maxBytes: number): Promise<Buffer> {
  const { user } = requireUser(request);
  await consumeOrThrow(request.server.deps.rateLimiter, [[RATE_RULES.uploadsUser, user.id]], AppError.rateLimited);
  if (!request.isMultipart()) throw AppError.field(field, NO_FILE);
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
  } catch (err) {
    throw mapMultipartError(err, field);
  }
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw AppError.field(field, NO_FILE);
  }
  try {
    const data = await part.toBuffer();
    if (data.length === 0) throw AppError.field(field, NO_FILE);
    return data;
  } catch (err) {
    throw mapMultipartError(err, field);
  }
}

/** Every failure to read the upload is the client's: too large, or no readable file (broken multipart, cut short). */
function mapMultipartError(err: unknown, field: string) {
  if (err instanceof AppError) return err; // also the body cap's 413 (platform/http/body-limit.ts)
  if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    return AppError.field(field, LISTING_MESSAGES.fileTooLarge);
  return AppError.field(field, NO_FILE);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@biclou/contracts/errors';
import { AppError } from './app-error';

const KIB = 1024;
const MIB = 1024 * KIB;

/**
 * Every body's cap unless its route says otherwise (Fastify's `bodyLimit`): JSON, text, forms and
 * the site's posts. The largest legitimate body is an admin's email template, six fields of 4,000
 * characters: 24,000 × 3 bytes (UTF-8) ≈ 72 KB as JSON, ≈ 144 KB even if every character were a
 * JSON escape; as an url-encoded site form ≈ 216 KB. Listings (two 5,000-character descriptions),
 * place page templates (10,000), messages (2,000) are far below (docs/decisions.md, "Per-route
 * body limits").
 */
export const DEFAULT_BODY_LIMIT = 256 * KIB;

/**
 * Upload routes (one photo of `LISTING_LIMITS.maxPhotoBytes`, 15 MB): the file's own cap, with
 * room for the multipart framing and a few fields, and twice over so that a photo a little too big
 * still gets its field's own 422 ('File is too large.'), while anything beyond is a 413 before it is read.
 */
export const UPLOAD_BODY_LIMIT = 32 * MIB;

/** "at most 256 KB" / "at most 32 MB": the message of a 413 (translated in the web's `server` section). */
function bodyTooLargeMessage(limit: number) {
  const size = limit >= MIB ? `${Math.round(limit / MIB)} MB` : `${Math.round(limit / KIB)} KB`;
  return `The request is too large: send at most ${size}.`;
}

export const bodyTooLarge = (limit: number) =>
  Object.assign(new AppError(ErrorCode.payloadTooLarge, 413, bodyTooLargeMessage(limit)), {
    headers: { connection: 'close' },
  });

/** The route's cap (its own `bodyLimit`, else the server's). */
export const bodyLimitOf = (request: FastifyRequest) =>
  request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? DEFAULT_BODY_LIMIT;

/**
 * Fastify counts the bytes of the bodies its parsers read (JSON, text, the site's and Stripe's
 * buffers) against the route's `bodyLimit`, but @fastify/multipart reads the raw request itself,
 * so nothing capped a multipart body as a whole: 12 files of 15 MB could be streamed to any route
 * (drained, but read). Here, for every request: a declared `Content-Length` over the route's cap is a
 * 413 before a byte is read (preParsing: after the session and the guards); a multipart body without one (chunked) is counted as it streams, and
 * once over the cap the upload fails with the same 413 (the route's reader passes it on). A 413
 * closes the connection, so an unread body is not left in the socket.
 */
export function registerBodyLimits(app: FastifyInstance) {
  // Before the body is parsed, after the other hooks of onRequest (cookies, session, guards).
  app.addHook('preParsing', async (request, _reply, payload) => {
    const limit = bodyLimitOf(request);
    const declared = request.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > limit) throw bodyTooLarge(limit);
      return payload; // Node's HTTP parser reads no more than the declared length.
    }
    if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return payload;
    const raw = request.raw;
    // Paused, the counter does not start the flow; the multipart reader's pipe() resumes it, and
    // then each chunk reaches both.
    raw.pause();
    let seen = 0;
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= limit) return;
      raw.off('data', count);
      raw.unpipe();
      if (raw.listenerCount('error') > 0) raw.emit('error', bodyTooLarge(limit));
      else raw.destroy();
    };
    raw.on('data', count);
    return payload;
  });
}

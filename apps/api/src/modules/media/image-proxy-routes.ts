import type { FastifyInstance } from 'fastify';
import { IMAGE_PROXY_PREFIX } from '@biclou/contracts/media';
import { ErrorCode } from '@biclou/contracts/errors';
import { AppError } from '../../platform/http/app-error';
import { IMAGE_CONTENT_TYPES, parseImageModifiers } from './image-modifiers';
import { isPrivateMediaKey, isSafeMediaKey } from './media-storage';
import { renderVariant } from './render-variant';

/** Variants never change for a key (a new photo gets a new key), so browsers and CDNs may keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The image proxy: `GET /_img/{modifiers}/{key}` resizes and re-encodes one of OUR stored images
 * (MediaStorage) — never a URL, never a path outside the media root — and caches each variant in
 * the media store (`deps.media.variants`: disk or bucket, capped, least recently used out first). Modifiers: f (webp|avif|jpeg|png, default webp), w and h (1..2560), q (1..100, default 75),
 * fit (cover|contain|inside|outside|fill), or `_` for none.
 */
export async function registerImageProxy(app: FastifyInstance) {
  const { deps } = app;
  const cache = deps.media.variants;

  app.get<{ Params: { modifiers: string; '*': string } }>(
    `${IMAGE_PROXY_PREFIX}/:modifiers/*`,
    {
      schema: { tags: ['media'], summary: 'Image proxy: a resized, re-encoded variant of a stored image', hide: true },
    },
    async (request, reply) => {
      const modifiers = parseImageModifiers(request.params.modifiers);
      if (!modifiers) throw new AppError(ErrorCode.badRequest, 400, 'Invalid image modifiers.');
      const key = request.params['*'];
      if (!isSafeMediaKey(key)) throw new AppError(ErrorCode.badRequest, 400, 'Invalid image path.');
      // The original is the authority: a deleted photo stops being served even if variants linger.
      // chat photos are private: only their conversation's route serves them
      if (isPrivateMediaKey(key) || !(await deps.media.exists(key))) throw AppError.notFound('Image not found');
      let data: Buffer;
      try {
        data = await cache.getOrRender(key, `${modifiers.canonical}.${modifiers.f}`, async () => {
          const original = await deps.media.get(key);
          if (!original) throw new Error('the original vanished');
          return renderVariant(original, modifiers);
        });
      } catch (err) {
        request.log.warn({ err, key }, 'image variant failed');
        throw AppError.notFound('Image not found');
      }
      return reply
        .header('content-type', IMAGE_CONTENT_TYPES[modifiers.f])
        .header('cache-control', IMMUTABLE)
        .header('content-length', data.length)
        .send(data);
    },
  );
}

import { describe, expect, it } from 'vitest';
import { IMAGE_ASPECTS, IMAGE_FIXED_SIZES, isServedImageVariant } from '@biclou/contracts/media-constants';
import { imageSrcSet, imageUrl, srcSetWidths } from './image-src-set';

describe('image proxy URLs', () => {
  it('builds the modifiers, webp by default', () => {
    expect(imageUrl('listings/a b/1.jpg', { width: 640, height: 480 })).toBe(
      '/_img/w_640,h_480,f_webp,q_75,fit_cover/listings/a%20b/1.jpg',
    );
    expect(imageUrl('k', { width: 320, format: 'avif', quality: 60, fit: 'inside' })).toBe(
      '/_img/w_320,f_avif,q_60,fit_inside/k',
    );
  });
});

describe('srcset widths', () => {
  it('covers every breakpoint at 1x and 2x, deduplicated and capped at 2560', () => {
    expect(srcSetWidths()).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560]);
  });

  it('stops at the first width sharp enough for the largest display at 2x', () => {
    expect(srcSetWidths(400)).toEqual([320, 640, 768, 1024]);
    expect(srcSetWidths(160)).toEqual([320]);
    expect(srcSetWidths(5000)).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560]);
  });
});

describe('imageSrcSet', () => {
  it('gives src, srcSet with heights from the aspect, and sizes', () => {
    const img = imageSrcSet('p/1.jpg', { aspect: 4 / 3, sizes: '(min-width: 1024px) 50vw, 100vw' });
    expect(img.src).toBe('/_img/w_640,h_480,f_webp,q_75,fit_cover/p/1.jpg');
    expect(img.sizes).toBe('(min-width: 1024px) 50vw, 100vw');
    const candidates = img.srcSet.split(', ');
    expect(candidates).toHaveLength(8);
    expect(candidates[0]).toBe('/_img/w_320,h_240,f_webp,q_75,fit_cover/p/1.jpg 320w');
    expect(candidates.at(-1)).toBe('/_img/w_2560,h_1920,f_webp,q_75,fit_cover/p/1.jpg 2560w');
  });

  it('keeps the photo shape without an aspect', () => {
    const img = imageSrcSet('p/1.jpg', { sizes: '100vw', maxWidth: 300 });
    expect(img.srcSet).toBe(
      '/_img/w_320,f_webp,q_75,fit_inside/p/1.jpg 320w, /_img/w_640,f_webp,q_75,fit_inside/p/1.jpg 640w',
    );
    expect(img.src).toBe('/_img/w_640,f_webp,q_75,fit_inside/p/1.jpg');
  });
});

describe('what the image proxy renders', () => {
  const modifiersOf = (url: string) => {
    const m = Object.fromEntries(
      /^\/_img\/([^/]+)\//
        .exec(url)![1]!
        .split(',')
        .map((part) => [part.slice(0, part.indexOf('_')), part.slice(part.indexOf('_') + 1)]),
    );
    return { w: Number(m.w), h: m.h ? Number(m.h) : undefined, q: Number(m.q), fit: m.fit as string };
  };

  it('accepts every srcset a page builds: each shape, each maxWidth pages pass, and the fixed sizes', () => {
    const urls: string[] = [];
    for (const aspect of [undefined, ...IMAGE_ASPECTS])
      for (const maxWidth of [undefined, 56, 96, 320, 400, 640, 800, 1280, 5000]) {
        const img = imageSrcSet('p/1.jpg', { aspect, sizes: '100vw', maxWidth });
        urls.push(img.src, ...img.srcSet.split(', ').map((c) => c.split(' ')[0]!));
      }
    urls.push(imageUrl('p/1.jpg', IMAGE_FIXED_SIZES.mediaGrid), imageUrl('p/1.jpg', IMAGE_FIXED_SIZES.adminThumb));
    urls.push(imageUrl('p/1.jpg', { ...IMAGE_FIXED_SIZES.social, format: 'jpeg', quality: 80 }));
    for (const url of urls) expect(isServedImageVariant(modifiersOf(url)), url).toBe(true);
  });

  it('refuses any other width, crop or quality', () => {
    expect(isServedImageVariant({ w: 641, q: 75, fit: 'inside' })).toBe(false);
    expect(isServedImageVariant({ w: 640, h: 481, q: 75, fit: 'cover' })).toBe(false);
    expect(isServedImageVariant({ w: 640, h: 480, q: 75, fit: 'contain' })).toBe(false);
    expect(isServedImageVariant({ w: 640, q: 50, fit: 'inside' })).toBe(false);
    expect(isServedImageVariant({ h: 480, q: 75, fit: 'inside' })).toBe(false);
  });
});

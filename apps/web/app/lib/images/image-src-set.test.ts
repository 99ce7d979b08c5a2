import { describe, expect, it } from 'vitest';
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

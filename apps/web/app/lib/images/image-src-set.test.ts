import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, srcSetWidths, type SrcSetOptions } from './image-src-set';

describe('image proxy URLs', () => {
  it('encodes each segment of the key and drops empty ones', () => {
    expect(imageUrl('listings/0a-b_c.d~e/f.jpg', { width: 1 })).toBe(
      '/_img/w_1,f_webp,q_75,fit_cover/listings/0a-b_c.d~e/f.jpg',
    );
    expect(imageUrl('/a//b c/é/', { width: 1 })).toBe('/_img/w_1,f_webp,q_75,fit_cover/a/b%20c/%C3%A9');
    expect(imageUrl("x/(y)!*'?#%", { width: 1 })).toBe("/_img/w_1,f_webp,q_75,fit_cover/x/(y)!*'%3F%23%25");
  });

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

describe('imageSrcSet with its shapes kept per option set', () => {
  /** The straightforward build, each candidate's URL from `imageUrl`. */
  const reference = (key: string, { aspect, sizes, maxWidth, fit = 'cover', quality }: SrcSetOptions) => {
    const variant = (width: number) =>
      imageUrl(key, {
        width,
        height: aspect ? Math.round(width / aspect) : undefined,
        fit: aspect ? fit : 'inside',
        quality,
      });
    const widths = srcSetWidths(maxWidth);
    const fallback = widths.find((w) => w >= 640) ?? widths.at(-1) ?? 640;
    return { src: variant(fallback), srcSet: widths.map((w) => `${variant(w)} ${w}w`).join(', '), sizes };
  };

  it('gives what each URL built on its own gives, for every key and option set, again and again', () => {
    const keys = [
      'p/1.jpg',
      'listings/a b/é.webp',
      '/lead/and//double/',
      'x',
      'a/b~c_d-e.f/G9',
      "q/(x)!*'",
      'a/',
      '%41',
    ];
    const sets: SrcSetOptions[] = [
      { aspect: 4 / 3, sizes: '100vw', maxWidth: 360 },
      { aspect: 4 / 3, sizes: '50vw', maxWidth: 360 },
      { aspect: 1, sizes: '56px', maxWidth: 56, fit: 'contain', quality: 60 },
      { sizes: '100vw' },
      { sizes: '100vw', maxWidth: 1280 },
      { aspect: 16 / 9, sizes: '100vw', maxWidth: 5000, quality: 90 },
    ];
    for (let round = 0; round < 2; round++)
      for (const key of keys) for (const set of sets) expect(imageSrcSet(key, set)).toEqual(reference(key, set));
  });

  it('stays right past its bound of option sets', () => {
    for (let maxWidth = 1; maxWidth <= 200; maxWidth++) {
      const set = { aspect: 4 / 3, sizes: '1px', maxWidth: maxWidth * 7 };
      expect(imageSrcSet('k', set)).toEqual(reference('k', set));
    }
  });
});

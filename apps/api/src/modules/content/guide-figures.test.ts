import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

/**
 * The guides' screenshots (/guides/how-to-rent, /guides/how-to-list): every `::figure` points to a
 * file the site serves (apps/web/public), in the page's own language, kept small, with the width
 * and height it declares (no layout shift while it loads).
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const FIGURE = /::figure\{([^}]*)\}/g;
const attr = (attrs: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];
const MAX_BYTES = 80 * 1024;

const guides = ['en', 'fr'].flatMap((locale) =>
  readdirSync(path.join(root, 'content', locale, 'guides')).map((file) => ({
    locale,
    file: `${locale}/guides/${file}`,
    text: readFileSync(path.join(root, 'content', locale, 'guides', file), 'utf8'),
  })),
);

describe('guide figures', () => {
  it('both guides exist in both locales', () => {
    expect(guides.map((g) => g.file).sort()).toEqual([
      'en/guides/how-to-list.md',
      'en/guides/how-to-rent.md',
      'fr/guides/how-to-list.md',
      'fr/guides/how-to-rent.md',
    ]);
  });

  it.each(guides)(
    '$file: each screenshot exists, in its locale, small, with its real size',
    async ({ locale, text }) => {
      const figures = [...text.matchAll(FIGURE)].map((m) => m[1]!);
      expect(figures.length).toBeGreaterThanOrEqual(3);
      for (const attrs of figures) {
        const src = attr(attrs, 'src')!;
        expect(src).toMatch(new RegExp(`^/guides/${locale}/[a-z-]+\\.webp$`));
        expect(attr(attrs, 'alt')?.length).toBeGreaterThan(20);
        const file = path.join(root, 'apps/web/public', src);
        expect(statSync(file).size, src).toBeLessThan(MAX_BYTES);
        const meta = await sharp(file).metadata();
        expect([meta.width, meta.height], src).toEqual([Number(attr(attrs, 'width')), Number(attr(attrs, 'height'))]);
      }
    },
  );
});

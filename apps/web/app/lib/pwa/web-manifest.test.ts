import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { webManifest } from './web-manifest';
import { offlinePageHtml } from './offline-page';
import { manifestUrl, offlinePageUrl } from './pwa-paths';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(path.join(publicDir, file));
  expect(bytes.subarray(1, 4).toString('latin1'), file).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it.each([
    ['en', en, '/', 'en', ['Trips', 'Chats', 'Find a bike'], ['/dashboard/trips', '/dashboard/chats', '/search']],
    [
      'fr',
      fr,
      '/fr',
      'fr',
      [fr.nav.trips, fr.nav.chats, fr.nav.search],
      ['/fr/dashboard/trips', '/fr/dashboard/chats', '/fr/search'],
    ],
  ] as const)(
    'in %s: an installable app of the whole site, in its language',
    (locale, catalogue, home, lang, names, urls) => {
      const manifest = webManifest(locale, catalogue);
      expect(manifest).toMatchObject({
        id: home,
        start_url: home,
        scope: '/',
        display: 'standalone',
        name: 'Biclou',
        short_name: 'Biclou',
        lang,
        description: catalogue.pwa.description,
        theme_color: '#079a52',
        background_color: '#ffffff',
      });
      expect(manifest.shortcuts.map((s) => s.name)).toEqual(names);
      expect(manifest.shortcuts.map((s) => s.url)).toEqual(urls);
      // Valid JSON as served (no undefined, no function).
      expect(JSON.parse(JSON.stringify(manifest))).toEqual(manifest);
    },
  );

  it('names the French shortcuts in French', () => {
    const enNames = webManifest('en', en).shortcuts.map((s) => s.name);
    const frNames = webManifest('fr', fr).shortcuts.map((s) => s.name);
    frNames.forEach((name, i) => expect(name).not.toBe(enNames[i]));
  });

  it('has icons of 192 and 512 pixels and a maskable one of 512, each a PNG of its stated size', () => {
    const { icons, shortcuts } = webManifest('en', en);
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of [...icons, ...shortcuts.flatMap((s) => s.icons)]) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
    }
  });

  it('lives at a locale-aware path; the test locale uses the English files', () => {
    expect([manifestUrl('en'), manifestUrl('fr'), manifestUrl('test')]).toEqual([
      '/manifest.webmanifest',
      '/fr/manifest.webmanifest',
      '/manifest.webmanifest',
    ]);
    expect([offlinePageUrl('en'), offlinePageUrl('fr')]).toEqual(['/offline.html', '/fr/offline.html']);
  });
});

describe('offline page', () => {
  const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

  it.each([
    ['en', en, '<a href="/">'],
    ['fr', fr, '<a href="/fr">'],
  ] as const)('in %s: branded, translated, with no script', (locale, catalogue, homeLink) => {
    const html = offlinePageHtml(locale, catalogue, logo);
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain('<svg aria-hidden="true"');
    expect(html).toContain(`<h1>${catalogue.pwa['offline-title']}</h1>`);
    expect(html).toContain('<a class="primary" href="">');
    expect(html).toContain(homeLink);
    // Served from the cache under the static files' policy: no inline script may run there.
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('escapes the texts it writes', () => {
    const html = offlinePageHtml('fr', fr, logo);
    expect(html).toContain('Cette page a besoin d&#39;une connexion');
  });
});

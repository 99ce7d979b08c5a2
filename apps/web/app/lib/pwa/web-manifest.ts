import { BRAND } from '../constants';
import type { Catalogue, CatalogueValue } from '../i18n/keys-catalogue';
import { htmlLang, withPrefix, type UserLocale } from '../i18n/locales';
import { BACKGROUND_COLORS, THEME_COLORS } from './pwa-paths';

/**
 * The home screen icons, drawn from the brand mark by scripts/render-app-icons.ts into
 * public/icons/. The maskable one keeps the bike inside the safe circle (80% of the side) on a
 * full green square, so any launcher's mask crops only background.
 */
const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** A text of a catalogue by its dotted key; the build fails on a missing one. */
export function catalogueText(catalogue: Catalogue, key: string): string {
  const value = key
    .split('.')
    .reduce<CatalogueValue | undefined>(
      (node, part) => (node && typeof node === 'object' && !Array.isArray(node) ? node[part] : undefined),
      catalogue,
    );
  if (typeof value !== 'string') throw new Error(`web manifest: no text for ${key}`);
  return value;
}

/**
 * The web app manifest of one locale, written by the build (vite.config.ts) to the path
 * `manifestUrl(locale)` names. Each locale is an app of its own (`id`), opening on its home page;
 * both cover the whole site (`scope`), so a link to the other language stays inside the app.
 */
export function webManifest(locale: UserLocale, catalogue: Catalogue) {
  const prefix = locale === 'fr' ? 'fr' : '';
  const home = withPrefix(prefix, '/');
  const shortcut = (key: string, path: string) => ({
    name: catalogueText(catalogue, key),
    url: withPrefix(prefix, path),
    icons: [{ src: APP_ICONS[0].src, sizes: APP_ICONS[0].sizes, type: APP_ICONS[0].type }],
  });
  return {
    id: home,
    name: BRAND,
    short_name: BRAND,
    description: catalogueText(catalogue, 'pwa.description'),
    lang: htmlLang(locale),
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLORS.light,
    background_color: BACKGROUND_COLORS.light,
    icons: APP_ICONS,
    shortcuts: [
      shortcut('nav.trips', '/dashboard/trips'),
      shortcut('nav.chats', '/dashboard/chats'),
      shortcut('nav.search', '/search'),
    ],
  };
}

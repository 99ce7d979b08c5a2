import type { Locale } from '../i18n/locales';

/**
 * Where the installable app's files live. The service worker, its registration, the page head and
 * the build (vite.config.ts) all name them from here. The `test` locale shows keys on pages only:
 * its app files are the English ones.
 */
export const SERVICE_WORKER_URL = '/sw.js';

// Written out, not built from a helper: the page head links the manifest on every page, and the
// literal is the fewest bytes of the shell chunk (`npm run size`).
/** The web app manifest of a locale: `/manifest.webmanifest`, `/fr/manifest.webmanifest`. */
export const manifestUrl = (locale: Locale) => (locale === 'fr' ? '/fr/manifest.webmanifest' : '/manifest.webmanifest');

/** The page the service worker answers with when a navigation fails offline. */
export const offlinePageUrl = (locale: Locale) => (locale === 'fr' ? '/fr/offline.html' : '/offline.html');

/**
 * The browser's bar around the page (`theme-color`): the brand green (primary-600) in light mode,
 * the dark body's neutral-950 in dark mode; the installed app opens on the light one (manifest
 * `theme_color`), its splash screen on the light body (`background_color`).
 */
export const THEME_COLORS = { light: '#079a52', dark: '#0a0a0a' } as const;
export const BACKGROUND_COLORS = { light: '#ffffff', dark: '#0a0a0a' } as const;

import { BRAND } from '../constants';
import type { Catalogue } from '../i18n/keys-catalogue';
import { htmlLang, withPrefix, type UserLocale } from '../i18n/locales';
import { BACKGROUND_COLORS, THEME_COLORS } from './pwa-paths';
import { catalogueText } from './web-manifest';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The page the service worker shows when a navigation fails offline, one per locale, written by
 * the build (vite.config.ts) and precached. It is a static file with no script at all: served
 * from the cache it keeps the static files' Content Security Policy (no inline script), needs no
 * hydration nor the API, and its "try again" link reloads the address that failed (`href=""`).
 * `logoSvg` is the brand mark (public/favicon.svg).
 */
export function offlinePageHtml(locale: UserLocale, catalogue: Catalogue, logoSvg: string): string {
  const t = (key: string) => escapeHtml(catalogueText(catalogue, key));
  const home = withPrefix(locale === 'fr' ? 'fr' : '', '/');
  return `<!doctype html>
<html lang="${htmlLang(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)">
<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)">
<title>${t('pwa.offline-title')} · ${BRAND}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
:root{color-scheme:light dark;--bg:${BACKGROUND_COLORS.light};--fg:#171717;--muted:#525252;--accent:#079a52;--accent-fg:#fff}
@media (prefers-color-scheme:dark){:root{--bg:${BACKGROUND_COLORS.dark};--fg:#fafafa;--muted:#a3a3a3;--accent:#36d584;--accent-fg:#0a0a0a}}
*{box-sizing:border-box}
body{margin:0;min-height:100dvh;display:flex;align-items:center;justify-content:center;padding:24px;background:var(--bg);color:var(--fg);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}
main{max-width:28rem;text-align:center}
.brand{display:inline-flex;align-items:center;gap:8px;font-size:1.25rem;font-weight:800;letter-spacing:-.025em}
.brand svg{width:40px;height:40px}
.brand b{color:var(--accent)}
h1{margin:32px 0 8px;font-size:1.5rem;line-height:1.25}
p{margin:0 0 24px;color:var(--muted)}
.actions{display:flex;flex-wrap:wrap;gap:12px;justify-content:center}
a{display:inline-block;padding:10px 18px;border-radius:8px;font-weight:600;text-decoration:none;color:var(--accent);border:1px solid currentColor}
a.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-fg)}
a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
</style>
</head>
<body>
<main>
<div class="brand">${logoSvg.replace('<svg ', '<svg aria-hidden="true" focusable="false" ')}<span>${BRAND}<b>.</b></span></div>
<h1>${t('pwa.offline-title')}</h1>
<p>${t('pwa.offline-text')}</p>
<div class="actions"><a class="primary" href="">${t('pwa.offline-retry')}</a><a href="${home}">${t('pwa.offline-home')}</a></div>
</main>
</body>
</html>
`;
}

import type { ClientLoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { ensureClientLocale } from '../lib/i18n/client-i18n';
import { localeFromPath } from '../lib/i18n/locales';

/**
 * Layout loaders guard the page being served, so they run on every navigation, not only
 * when the layout itself changes.
 */
export function layoutShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

/** In the browser: load the next page's language file first, then ask the server (guards). */
export async function layoutClientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  await ensureClientLocale(localeFromPath(new URL(request.url).pathname));
  return serverLoader();
}

import type { Config } from '../config/config';
import type { MailLocale } from './mailer';

/** The site's own origin: PUBLIC_URL, or http://localhost:PORT in development. */
export function siteOrigin(config: Config): string {
  return new URL(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).origin;
}

/** A page link in the recipient's language: `/auth/reset/x` in English, `/fr/auth/reset/x` in French. */
export function pageUrl(config: Config, locale: MailLocale, path: string): string {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return `${base}/${locale === 'fr' ? 'fr/' : ''}${path.replace(/^\//, '')}`;
}

import type { DbOrTx } from '@biclou/db/client';
import type { MailLocale, MailMessage } from './mailer';
import { renderLayout } from './layout';
import { findTemplateEdit } from './template-repository';
import { effectiveFields, fill, mailBody, type TemplateFields, type TemplateSlug } from './templates';

/** Every email and its parameters. Adding one here makes its template (templates.ts) required. */
interface MailParams {
  verifyEmail: { firstname: string; url: string };
  /** Someone tried to register with an address that already has an account (no enumeration). */
  registerAttempt: { firstname: string; loginUrl: string; forgotUrl: string };
  resetPassword: { firstname: string; url: string };
  passwordChanged: { firstname: string; forgotUrl: string };
  /** Repeated wrong passwords paused logins to the account (sent at most once a day). */
  loginFailures: { firstname: string; forgotUrl: string };
}
type MailName = keyof MailParams;

/** Each email's template, editable by an admin (/admin/templates). */
const MAIL_TEMPLATE: { [K in MailName]: TemplateSlug } = {
  verifyEmail: 'verify-email',
  registerAttempt: 'register-attempt',
  resetPassword: 'reset-password',
  passwordChanged: 'password-changed',
  loginFailures: 'login-failures',
};

/**
 * Builds an email from its template's fields (the shipped text, or an admin's edit passed as `edit`).
 * Pure; `renderMail` reads the edit from the database.
 */
export function buildMail<K extends MailName>(
  name: K,
  locale: MailLocale,
  to: string,
  params: MailParams[K],
  edit?: TemplateFields | null,
): MailMessage {
  const slug = MAIL_TEMPLATE[name];
  const body = mailBody(slug, effectiveFields(slug, locale, edit), { ...params });
  return { to, locale, ...renderLayout(body, locale) };
}

/** Builds an email in the recipient's language: `await renderMail(db, 'verifyEmail', 'fr', to, { firstname, url })`. */
export async function renderMail<K extends MailName>(
  db: DbOrTx,
  name: K,
  locale: MailLocale,
  to: string,
  params: MailParams[K],
): Promise<MailMessage> {
  const edit = await findTemplateEdit(db, MAIL_TEMPLATE[name], locale);
  return buildMail(name, locale, to, params, edit?.fields);
}

/** A text message in the recipient's language, from its template (`phone-code`). */
export async function renderSms(db: DbOrTx, locale: MailLocale, params: { code: string }): Promise<string> {
  const edit = await findTemplateEdit(db, 'phone-code', locale);
  return fill(effectiveFields('phone-code', locale, edit?.fields).text!, params);
}

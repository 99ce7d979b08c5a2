import type { MailLocale } from './mailer';

export interface MailBody {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** French writes a no-break space before a colon ("Voir la réservation : https://…"), English none. */
export const colon = (locale: MailLocale) => (locale === 'fr' ? '\u00a0:' : ':');

/** One plain-text and one simple HTML rendering of the same content; every value is escaped. */
export function renderLayout(body: MailBody, locale: MailLocale) {
  const text = [
    body.greeting,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.action ? [`${body.action.label}${colon(locale)} ${body.action.url}`, ''] : []),
    body.footer,
    '',
    '— Biclou',
  ].join('\n');

  const button = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#15803d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(body.action.label)}</a></p>
<p style="font-size:13px;color:#57534e">${escapeHtml(body.action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;background:#f5f5f4;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1c1917">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#fff">
<p style="font-size:22px;font-weight:700;color:#15803d;margin:0 0 24px">Biclou</p>
<p>${escapeHtml(body.greeting)}</p>
${body.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:13px;color:#57534e">${escapeHtml(body.footer)}</p>
</div></body></html>`;
  return { subject: body.subject, text, html };
}

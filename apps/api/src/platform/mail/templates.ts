import type { MessageTemplateSlug } from '@biclou/contracts/admin-templates';
import type { MailLocale } from './mailer';
import type { MailBody } from './layout';

/**
 * The shipped email and SMS texts as editable templates (Templates). A template is a few
 * text fields with `{placeholder}` marks; the texts below are the defaults, an admin's edit (table
 * `message_templates`) replaces them field by field, and "reset to default" removes the edit.
 * Links stay out of the admin's hands: an email's button always points to its own URL.
 */
const EMAIL_FIELDS = ['subject', 'greeting', 'body', 'actionLabel', 'footer'] as const;
const SMS_FIELDS = ['text'] as const;
export type TemplateFields = Record<string, string>;

interface TemplateDef {
  type: 'email' | 'sms';
  /** Every placeholder the template may use, with a sample value for the preview. */
  placeholders: Record<string, string>;
  /** Placeholders the text must keep (a link with no button, the SMS code). */
  required: readonly string[];
  /** The placeholder whose value is the button's link (emails). */
  actionUrl?: string;
  defaults: Record<MailLocale, TemplateFields>;
}

const SAMPLE_URL = 'https://biclou.example/auth/verify?token=sample';
const FORGOT_URL = 'https://biclou.example/auth/forgot';

export const TEMPLATES = {
  'verify-email': {
    type: 'email',
    placeholders: { firstname: 'Camille', url: SAMPLE_URL },
    required: [],
    actionUrl: 'url',
    defaults: {
      en: {
        subject: 'Confirm your email address',
        greeting: 'Hello {firstname},',
        body: 'Welcome to Biclou! Please confirm your email address to finish setting up your account.\n\nThis link expires in 24 hours and works once.',
        actionLabel: 'Confirm my email',
        footer: 'If you did not create a Biclou account, you can ignore this email.',
      },
      fr: {
        subject: 'Confirmez votre adresse e-mail',
        greeting: 'Bonjour {firstname},',
        body: 'Bienvenue sur Biclou\u202f! Confirmez votre adresse e-mail pour finaliser votre compte.\n\nCe lien expire dans 24 heures et ne fonctionne qu’une fois.',
        actionLabel: 'Confirmer mon e-mail',
        footer: 'Si vous n’avez pas créé de compte Biclou, ignorez cet e-mail.',
      },
    },
  },
  'register-attempt': {
    type: 'email',
    placeholders: { firstname: 'Camille', loginUrl: 'https://biclou.example/auth/login', forgotUrl: FORGOT_URL },
    required: ['loginUrl'],
    actionUrl: 'forgotUrl',
    defaults: {
      en: {
        subject: 'Someone tried to sign up with your email address',
        greeting: 'Hello {firstname},',
        body: 'Someone just tried to create a Biclou account with your email address. You already have an account, so nothing was changed.\n\nIf it was you, log in instead: {loginUrl}\n\nForgot your password? You can reset it with the button below.',
        actionLabel: 'Reset my password',
        footer: 'If it was not you, you can ignore this email: your account is safe.',
      },
      fr: {
        subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
        greeting: 'Bonjour {firstname},',
        body: 'Quelqu’un vient d’essayer de créer un compte Biclou avec votre adresse e-mail. Vous avez déjà un compte\u00a0: rien n’a été modifié.\n\nSi c’était vous, connectez-vous\u00a0: {loginUrl}\n\nMot de passe oublié\u202f? Vous pouvez le réinitialiser avec le bouton ci-dessous.',
        actionLabel: 'Réinitialiser mon mot de passe',
        footer: 'Si ce n’était pas vous, ignorez cet e-mail\u00a0: votre compte est en sécurité.',
      },
    },
  },
  'reset-password': {
    type: 'email',
    placeholders: { firstname: 'Camille', url: 'https://biclou.example/auth/reset/sample' },
    required: [],
    actionUrl: 'url',
    defaults: {
      en: {
        subject: 'Reset your password',
        greeting: 'Hello {firstname},',
        body: 'We received a request to reset the password of your Biclou account.\n\nThis link expires in 1 hour and works once.',
        actionLabel: 'Choose a new password',
        footer: 'If you did not ask for this, ignore this email: your password stays the same.',
      },
      fr: {
        subject: 'Réinitialisez votre mot de passe',
        greeting: 'Bonjour {firstname},',
        body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Biclou.\n\nCe lien expire dans 1 heure et ne fonctionne qu’une fois.',
        actionLabel: 'Choisir un nouveau mot de passe',
        footer:
          'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.',
      },
    },
  },
  'password-changed': {
    type: 'email',
    placeholders: { firstname: 'Camille', forgotUrl: FORGOT_URL },
    required: [],
    actionUrl: 'forgotUrl',
    defaults: {
      en: {
        subject: 'Your password was changed',
        greeting: 'Hello {firstname},',
        body: 'The password of your Biclou account was just changed, and your other devices were logged out.',
        actionLabel: 'This was not me',
        footer: 'If it was you, there is nothing more to do.',
      },
      fr: {
        subject: 'Votre mot de passe a été modifié',
        greeting: 'Bonjour {firstname},',
        body: 'Le mot de passe de votre compte Biclou vient d’être modifié et vos autres appareils ont été déconnectés.',
        actionLabel: 'Ce n’était pas moi',
        footer: 'Si c’était vous, vous n’avez rien d’autre à faire.',
      },
    },
  },
  'login-failures': {
    type: 'email',
    placeholders: { firstname: 'Camille', forgotUrl: FORGOT_URL },
    required: [],
    actionUrl: 'forgotUrl',
    defaults: {
      en: {
        subject: 'Several failed logins to your account',
        greeting: 'Hello {firstname},',
        body: 'Someone tried to log in to your Biclou account several times with a wrong password. To protect it, we paused logins to it for a while.\n\nIf it was you, wait a little before trying again, or choose a new password with the button below: you can then log in at once.',
        actionLabel: 'Choose a new password',
        footer: 'If it was not you, your password was not found. To be safe, choose a new one you use nowhere else.',
      },
      fr: {
        subject: 'Plusieurs connexions échouées à votre compte',
        greeting: 'Bonjour {firstname},',
        body: 'Quelqu’un a essayé plusieurs fois de se connecter à votre compte Biclou avec un mauvais mot de passe. Pour le protéger, nous avons suspendu les connexions pendant un moment.\n\nSi c’était vous, patientez un peu avant de réessayer, ou choisissez un nouveau mot de passe avec le bouton ci-dessous\u00a0: vous pourrez alors vous connecter tout de suite.',
        actionLabel: 'Choisir un nouveau mot de passe',
        footer:
          'Si ce n’était pas vous, votre mot de passe n’a pas été trouvé. Par prudence, choisissez-en un nouveau que vous n’utilisez nulle part ailleurs.',
      },
    },
  },
  'phone-code': {
    type: 'sms',
    placeholders: { code: '482913' },
    required: ['code'],
    defaults: {
      en: { text: 'Your Biclou confirmation code is {code}. It expires in 10 minutes.' },
      fr: { text: 'Votre code de confirmation Biclou est {code}. Il expire dans 10 minutes.' },
    },
  },
} as const satisfies Record<MessageTemplateSlug, TemplateDef>;

export type TemplateSlug = keyof typeof TEMPLATES;
export const TEMPLATE_SLUGS = Object.keys(TEMPLATES) as TemplateSlug[];

export function templateDef(slug: TemplateSlug): TemplateDef {
  return TEMPLATES[slug];
}

export function templateFieldNames(slug: TemplateSlug): readonly string[] {
  return TEMPLATES[slug].type === 'email' ? EMAIL_FIELDS : SMS_FIELDS;
}

/** The template's fields in effect: the admin's edit where there is one, else the shipped text. */
export function effectiveFields(slug: TemplateSlug, locale: MailLocale, edit?: TemplateFields | null) {
  const defaults: TemplateFields = TEMPLATES[slug].defaults[locale];
  return Object.fromEntries(templateFieldNames(slug).map((f) => [f, edit?.[f] ?? defaults[f] ?? '']));
}

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** Every `{name}` a text uses, in order, once each. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** Replaces each known `{name}` with its value; an unknown one stays as written. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

const SMS_MAX = 300;

/**
 * Checks an edit: every field written, no unknown placeholder (named in the field that uses it),
 * every required placeholder kept somewhere (named on the body or text field). Returns the 422's
 * field messages, empty when the edit is fine.
 */
export function checkTemplate(slug: TemplateSlug, fields: TemplateFields): Record<string, string[]> {
  const def = templateDef(slug);
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const allowed = Object.keys(def.placeholders);
  const names = templateFieldNames(slug);
  for (const field of names) {
    const value = fields[field] ?? '';
    if (!value.trim()) {
      add(field, 'Write this text.');
      continue;
    }
    for (const name of placeholdersIn(value)) {
      if (!allowed.includes(name)) add(field, `Unknown placeholder {${name}}.`);
    }
  }
  const used = new Set(names.flatMap((f) => placeholdersIn(fields[f] ?? '')));
  const main = def.type === 'email' ? 'body' : 'text';
  for (const name of def.required) {
    if (!used.has(name)) add(main, `The placeholder {${name}} is required.`);
  }
  if (def.type === 'sms' && !errors.text && fill(fields.text ?? '', def.placeholders).length > SMS_MAX) {
    add('text', `A text message is at most ${SMS_MAX} characters.`);
  }
  return errors;
}

/** An email template's fields filled with values, as the layout's body. */
export function mailBody(slug: TemplateSlug, fields: TemplateFields, values: Record<string, string>): MailBody {
  const def = templateDef(slug);
  const f = (name: string) => fill(fields[name] ?? '', values).trim();
  const url = def.actionUrl ? values[def.actionUrl] : undefined;
  return {
    subject: f('subject'),
    greeting: f('greeting'),
    paragraphs: f('body')
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    ...(url ? { action: { label: f('actionLabel'), url } } : {}),
    footer: f('footer'),
  };
}

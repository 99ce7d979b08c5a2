import type { MailLocale, MailMessage } from './mailer';
import { renderLayout, type MailBody } from './layout';

/** Every email and its parameters. Adding one here makes both languages required by the compiler. */
export interface MailParams {
  verifyEmail: { firstname: string; url: string };
  /** Someone tried to register with an address that already has an account (no enumeration). */
  registerAttempt: { firstname: string; loginUrl: string; forgotUrl: string };
  resetPassword: { firstname: string; url: string };
  passwordChanged: { firstname: string; forgotUrl: string };
  /** Repeated wrong passwords paused logins to the account (sent at most once a day). */
  loginFailures: { firstname: string; forgotUrl: string };
}
export type MailName = keyof MailParams;

type Catalogue = { [L in MailLocale]: { [K in MailName]: (p: MailParams[K]) => MailBody } };

const catalogue: Catalogue = {
  en: {
    verifyEmail: (p) => ({
      subject: 'Confirm your email address',
      greeting: `Hello ${p.firstname},`,
      paragraphs: [
        'Welcome to Biclou! Please confirm your email address to finish setting up your account.',
        'This link expires in 24 hours and works once.',
      ],
      action: { label: 'Confirm my email', url: p.url },
      footer: 'If you did not create a Biclou account, you can ignore this email.',
    }),
    registerAttempt: (p) => ({
      subject: 'Someone tried to sign up with your email address',
      greeting: `Hello ${p.firstname},`,
      paragraphs: [
        'Someone just tried to create a Biclou account with your email address. You already have an account, so nothing was changed.',
        `If it was you, log in instead: ${p.loginUrl}`,
        'Forgot your password? You can reset it with the button below.',
      ],
      action: { label: 'Reset my password', url: p.forgotUrl },
      footer: 'If it was not you, you can ignore this email: your account is safe.',
    }),
    resetPassword: (p) => ({
      subject: 'Reset your password',
      greeting: `Hello ${p.firstname},`,
      paragraphs: [
        'We received a request to reset the password of your Biclou account.',
        'This link expires in 1 hour and works once.',
      ],
      action: { label: 'Choose a new password', url: p.url },
      footer: 'If you did not ask for this, ignore this email: your password stays the same.',
    }),
    passwordChanged: (p) => ({
      subject: 'Your password was changed',
      greeting: `Hello ${p.firstname},`,
      paragraphs: ['The password of your Biclou account was just changed, and your other devices were logged out.'],
      action: { label: 'This was not me', url: p.forgotUrl },
      footer: 'If it was you, there is nothing more to do.',
    }),
    loginFailures: (p) => ({
      subject: 'Several failed logins to your account',
      greeting: `Hello ${p.firstname},`,
      paragraphs: [
        'Someone tried to log in to your Biclou account several times with a wrong password. To protect it, we paused logins to it for a while.',
        'If it was you, wait a little before trying again, or choose a new password with the button below: you can then log in at once.',
      ],
      action: { label: 'Choose a new password', url: p.forgotUrl },
      footer: 'If it was not you, your password was not found. To be safe, choose a new one you use nowhere else.',
    }),
  },
  fr: {
    verifyEmail: (p) => ({
      subject: 'Confirmez votre adresse e-mail',
      greeting: `Bonjour ${p.firstname},`,
      paragraphs: [
        'Bienvenue sur Biclou ! Confirmez votre adresse e-mail pour finaliser votre compte.',
        'Ce lien expire dans 24 heures et ne fonctionne qu’une fois.',
      ],
      action: { label: 'Confirmer mon e-mail', url: p.url },
      footer: 'Si vous n’avez pas créé de compte Biclou, ignorez cet e-mail.',
    }),
    registerAttempt: (p) => ({
      subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
      greeting: `Bonjour ${p.firstname},`,
      paragraphs: [
        'Quelqu’un vient d’essayer de créer un compte Biclou avec votre adresse e-mail. Vous avez déjà un compte : rien n’a été modifié.',
        `Si c’était vous, connectez-vous : ${p.loginUrl}`,
        'Mot de passe oublié ? Vous pouvez le réinitialiser avec le bouton ci-dessous.',
      ],
      action: { label: 'Réinitialiser mon mot de passe', url: p.forgotUrl },
      footer: 'Si ce n’était pas vous, ignorez cet e-mail : votre compte est en sécurité.',
    }),
    resetPassword: (p) => ({
      subject: 'Réinitialisez votre mot de passe',
      greeting: `Bonjour ${p.firstname},`,
      paragraphs: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Biclou.',
        'Ce lien expire dans 1 heure et ne fonctionne qu’une fois.',
      ],
      action: { label: 'Choisir un nouveau mot de passe', url: p.url },
      footer:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    }),
    passwordChanged: (p) => ({
      subject: 'Votre mot de passe a été modifié',
      greeting: `Bonjour ${p.firstname},`,
      paragraphs: [
        'Le mot de passe de votre compte Biclou vient d’être modifié et vos autres appareils ont été déconnectés.',
      ],
      action: { label: 'Ce n’était pas moi', url: p.forgotUrl },
      footer: 'Si c’était vous, vous n’avez rien d’autre à faire.',
    }),
    loginFailures: (p) => ({
      subject: 'Plusieurs connexions échouées à votre compte',
      greeting: `Bonjour ${p.firstname},`,
      paragraphs: [
        'Quelqu’un a essayé plusieurs fois de se connecter à votre compte Biclou avec un mauvais mot de passe. Pour le protéger, nous avons suspendu les connexions pendant un moment.',
        'Si c’était vous, patientez un peu avant de réessayer, ou choisissez un nouveau mot de passe avec le bouton ci-dessous : vous pourrez alors vous connecter tout de suite.',
      ],
      action: { label: 'Choisir un nouveau mot de passe', url: p.forgotUrl },
      footer:
        'Si ce n’était pas vous, votre mot de passe n’a pas été trouvé. Par prudence, choisissez-en un nouveau que vous n’utilisez nulle part ailleurs.',
    }),
  },
};

/** Builds an email in the recipient's language: `renderMail('verifyEmail', 'fr', { to, firstname, url })`. */
export function renderMail<K extends MailName>(
  name: K,
  locale: MailLocale,
  to: string,
  params: MailParams[K],
): MailMessage {
  const body = catalogue[locale][name](params);
  return { to, locale, ...renderLayout(body, locale) };
}

/** Text messages, in the recipient's language. */
export const smsCatalogue = {
  en: { phoneCode: (code: string) => `Your Biclou confirmation code is ${code}. It expires in 10 minutes.` },
  fr: { phoneCode: (code: string) => `Votre code de confirmation Biclou est ${code}. Il expire dans 10 minutes.` },
} satisfies Record<MailLocale, Record<string, (code: string) => string>>;

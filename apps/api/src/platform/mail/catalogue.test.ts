import { describe, expect, it } from 'vitest';
import { buildMail } from './catalogue';

describe('renderMail', () => {
  it('writes in the recipient language', () => {
    const en = buildMail('resetPassword', 'en', 'a@example.test', { firstname: 'Ann', url: 'http://x/auth/reset/t' });
    const fr = buildMail('resetPassword', 'fr', 'a@example.test', {
      firstname: 'Anne',
      url: 'http://x/fr/auth/reset/t',
    });
    expect(en.subject).toBe('Reset your password');
    expect(fr.subject).toBe('Réinitialisez votre mot de passe');
    expect(fr.text).toContain('Bonjour Anne,');
    expect(fr.html).toContain('<html lang="fr">');
    expect(en.text).toContain('http://x/auth/reset/t');
  });

  it('tells the owner of a locked account, in either language, with a way to choose a new password', () => {
    const en = buildMail('loginFailures', 'en', 'a@example.test', {
      firstname: 'Ann',
      forgotUrl: 'http://x/auth/forgot',
    });
    const fr = buildMail('loginFailures', 'fr', 'a@example.test', {
      firstname: 'Anne',
      forgotUrl: 'http://x/fr/auth/forgot',
    });
    expect(en.subject).toBe('Several failed logins to your account');
    expect(en.text).toContain('http://x/auth/forgot');
    expect(fr.subject).toBe('Plusieurs connexions échouées à votre compte');
    expect(fr.text).toContain('Bonjour Anne,');
    expect(fr.html).toContain('href="http://x/fr/auth/forgot"');
  });

  it('escapes what people typed in the HTML version', () => {
    const m = buildMail('verifyEmail', 'en', 'a@example.test', {
      firstname: '<img src=x onerror=alert(1)>',
      url: 'http://x/?a=1&b="2"',
    });
    expect(m.html).not.toContain('<img');
    expect(m.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(m.html).toContain('href="http://x/?a=1&amp;b=&quot;2&quot;"');
  });
});

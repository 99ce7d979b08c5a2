import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../../platform/mail/templates';
import { expectAdminOnly, expectAudited } from '../../../test/admin-matrix';
import type { TestApp } from '../../../test/build-test-app';
import { createUser, outboxFor, signedInUser, appWithAdmin, type SignedInUser } from '../../../test/helpers';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => ({ t, admin } = await appWithAdmin()));
afterAll(() => t.close());

const url = (slug: string, locale: string) => `/api/v1/admin/templates/${slug}/${locale}`;
const call = (method: 'PUT' | 'POST' | 'DELETE' | 'GET', path: string, payload?: unknown) =>
  t.app.inject({ method, url: path, headers: admin.headers, payload: payload as never });
const resetEn = TEMPLATES['reset-password'].defaults.en;

describe('admin templates', () => {
  it('every route is admin only; the list shows each template, its type and placeholders', async () => {
    const list = await expectAdminOnly(t, { method: 'GET', url: '/api/v1/admin/templates' });
    const rows = list.json().templates as { slug: string; type: string; placeholders: string[] }[];
    expect(rows.map((r) => r.slug)).toContain('phone-code');
    expect(rows.find((r) => r.slug === 'phone-code')).toMatchObject({ type: 'sms', placeholders: ['code'] });
    const one = await expectAdminOnly(t, { method: 'GET', url: url('reset-password', 'fr') });
    expect(one.json().template).toMatchObject({
      customized: false,
      fields: { subject: 'Réinitialisez votre mot de passe' },
    });
    expect(one.json().template.preview.html).toContain('Bonjour Camille,');
    await expectAdminOnly(t, { method: 'POST', url: `${url('reset-password', 'en')}/preview`, payload: resetEn });
    await expectAdminOnly(t, { method: 'PUT', url: url('reset-password', 'en'), payload: resetEn });
    await expectAdminOnly(t, { method: 'DELETE', url: url('reset-password', 'en') });
  });

  it('previews unsaved fields with sample values, rendered by the server', async () => {
    const res = await call('POST', `${url('register-attempt', 'en')}/preview`, {
      ...TEMPLATES['register-attempt'].defaults.en,
      subject: 'Hi {firstname}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().preview.subject).toBe('Hi Camille');
    expect(res.json().preview.text).toContain('https://biclou.example/auth/login');
    const sms = await call('POST', `${url('phone-code', 'fr')}/preview`, { text: 'Code : {code}' });
    expect(sms.json().preview).toEqual({ subject: null, text: 'Code : 482913', html: null });
  });

  it('422 with field messages: an unknown placeholder, a dropped required one, an empty field; nothing saved', async () => {
    const bad = await call('PUT', url('register-attempt', 'en'), {
      ...TEMPLATES['register-attempt'].defaults.en,
      subject: 'Hello {name}',
      body: 'Log in.',
      footer: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({
      subject: ['Unknown placeholder {name}.'],
      body: ['The placeholder {loginUrl} is required.'],
      footer: ['Write this text.'],
    });
    const preview = await call('POST', `${url('phone-code', 'en')}/preview`, { text: 'No code' });
    expect(preview.statusCode).toBe(422);
    expect(preview.json().error.fields).toEqual({ text: ['The placeholder {code} is required.'] });
    expect((await call('GET', url('nope', 'en'))).statusCode).toBe(404);
    expect((await call('PUT', url('reset-password', 'de'), resetEn)).statusCode).toBe(404);
    expect((await call('GET', url('register-attempt', 'en'))).json().template.customized).toBe(false);
  });

  it('a saved edit is what the next email says, audited; reset goes back to the shipped text, audited', async () => {
    const saved = await call('PUT', url('reset-password', 'en'), {
      ...resetEn,
      subject: 'A new password for {firstname}',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().template).toMatchObject({
      customized: true,
      fields: { subject: 'A new password for {firstname}' },
    });
    const row = await expectAudited(t.deps.db, {
      action: 'template.update',
      objectType: 'template',
      objectId: 'reset-password:en',
    });
    expect(row.adminId).toBe(admin.user.id);
    expect(row.before).toMatchObject({ subject: 'Reset your password' });
    expect(row.after).toMatchObject({ subject: 'A new password for {firstname}' });

    const member = await createUser(t, { firstname: 'Zoé' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot',
      headers: { 'x-requested-with': 'biclou' },
      payload: { email: member.email },
    });
    expect((await outboxFor(t, member.email))[0]?.subject).toBe('A new password for Zoé');

    const reset = await call('DELETE', url('reset-password', 'en'));
    expect(reset.json().template).toMatchObject({ customized: false, fields: { subject: 'Reset your password' } });
    const undo = await expectAudited(t.deps.db, {
      action: 'template.reset',
      objectType: 'template',
      objectId: 'reset-password:en',
    });
    expect(undo.before).toMatchObject({ subject: 'A new password for {firstname}' });
  });

  it('the SMS template reaches the phone code', async () => {
    await call('PUT', url('phone-code', 'en'), { text: 'Biclou: {code}' });
    const member = await signedInUser(t);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/phone',
      headers: member.headers,
      payload: { phone: '+33612345678', country: 'FR' },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const [sms] = await outboxFor(t, '+33612345678');
    expect(sms?.text).toMatch(/^Biclou: \d{6}$/);
  });
});

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { uniqueEmail, uniqueIp } from '../../test/helpers';
import { createSmtpMailer } from './smtp-mailer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a random local port, keeping what it receives. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links in a raw message. */
const decodeQp = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await buildTestApp({}, { SMTP_URL: smtp.url, MAIL_FROM: 'Biclou <no-reply@biclou.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('SMTP mail (SMTP_URL set)', () => {
  it('delivers the verification email over SMTP, and its link verifies the account', async () => {
    expect(t.deps.mailer.kind).toBe('smtp');
    const email = uniqueEmail('smtp');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: uniqueIp(),
      payload: {
        firstname: 'Zoé',
        lastname: 'Roux',
        email,
        password: 'a-long-enough-password',
        terms: true,
        locale: 'fr',
      },
    });
    expect(res.statusCode).toBe(201);
    await t.deps.mailer.flush();

    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('no-reply@biclou.test');
    const raw = decodeQp(mail!.raw);
    expect(raw).toMatch(
      /^Subject: =\?UTF-8\?Q\?Confirmez_votre_adresse_e-mail\?=|^Subject: Confirmez votre adresse e-mail/m,
    );
    expect(raw).toContain('Content-Language: fr');
    expect(raw).toContain('Content-Type: text/html');
    const link = /http:\/\/localhost:3000\/fr\/auth\/verify\?verify_url=[^\s"<]+/
      .exec(raw)![0]
      .replaceAll('&amp;', '&');
    const verifyUrl = new URL(link).searchParams.get('verify_url');
    const verified = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify', payload: { verifyUrl } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.emailVerified).toBe(true);
  });

  it('nothing goes to the outbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(res.json().messages.filter((m: { channel: string }) => m.channel === 'email')).toEqual([]);
  });

  it('a dead SMTP server is logged, not thrown at the request', async () => {
    const errors: unknown[] = [];
    const mailer = createSmtpMailer({
      url: 'smtp://127.0.0.1:1',
      from: 'x@biclou.test',
      log: { error: (...args: unknown[]) => errors.push(args) },
    });
    await mailer.send({ to: 'a@example.test', subject: 's', text: 't', html: '<p>t</p>', locale: 'en' });
    await mailer.flush();
    expect(errors).toHaveLength(1);
    await expect(
      mailer.sendNow({ to: 'a@example.test', subject: 's', text: 't', html: 't', locale: 'en' }),
    ).rejects.toThrow();
    await mailer.close!();
  });
});

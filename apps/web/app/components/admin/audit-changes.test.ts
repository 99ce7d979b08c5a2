import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { createTinyI18n } from '../../lib/i18n/tiny-i18n';
import type { Catalogue } from '../../lib/i18n/keys-catalogue';
import { AUDIT_FIELDS, auditChanges } from './audit-changes';
import { auditActionLabel, auditFieldLabel, auditValue } from './audit-log';

const i18n = createTinyI18n('en', { en: en as unknown as Catalogue, fr: fr as unknown as Catalogue });
const tEn = i18n.getFixedT('en');
const tFr = i18n.getFixedT('fr');

/** A row as a person reads it: label, before, after. */
function read(lang: 'en' | 'fr', before: unknown, after: unknown, currency = 'EUR') {
  const t = lang === 'en' ? tEn : tFr;
  return auditChanges(before, after).map((c) => [
    auditFieldLabel(t, c),
    auditValue(t, lang, c, c.from, currency),
    auditValue(t, lang, c, c.to, currency),
  ]);
}
const nbsp = (s: unknown) => JSON.stringify(s).replace(/[\u00a0\u202f]/g, ' ');

describe('the audit log in words', () => {
  it('names every action in every language', () => {
    expect(auditActionLabel(tEn, 'settings.update')).toBe('Booking settings changed');
    expect(auditActionLabel(tFr, 'deposit.decide')).toBe('Réclamation pour dommage tranchée');
  });

  it('labels every known field in every language', () => {
    for (const t of [tEn, tFr])
      for (const field of Object.keys(AUDIT_FIELDS))
        expect(t(`admin-ui.audit.fields.${field}`), field).not.toBe(`admin-ui.audit.fields.${field}`);
  });

  it('shows a settings change as labelled rows, nested options flattened, rates and days formatted', () => {
    const before = {
      serviceFeeRateBp: 1000,
      cancelationOptions: { strict: { delayDays: 7, refundBeforeDelayPct: 50 } },
    };
    const after = {
      serviceFeeRateBp: 1250,
      cancelationOptions: { strict: { delayDays: 1, refundBeforeDelayPct: 50 } },
    };
    expect(nbsp(read('en', before, after))).toBe(
      nbsp([
        ['Service fee (renter)', '10%', '12.5%'],
        ['Cancellation · Strict · Delay', '7 days', '1 day'],
      ]),
    );
    expect(nbsp(read('fr', before, after))).toBe(
      nbsp([
        ['Frais de service (locataire)', '10 %', '12,5 %'],
        ['Annulation · Stricte · Délai', '7 jours', '1 jour'],
      ]),
    );
  });

  it('writes cents as money, codes in words, dates as dates, never raw JSON', () => {
    const rows = read(
      'en',
      { status: 'paid', refundCents: 0 },
      { status: 'canceled', refundCents: 1100, refundChoice: 'full' },
    );
    expect(rows).toEqual([
      ['Status', 'Paid', 'Canceled'],
      ['Refund', '€0.00', '€11.00'],
      ['Refund chosen', '—', 'Full refund'],
    ]);
    const fr = read('fr', { suspendedAt: null }, { suspendedAt: '2026-11-29T10:00:00.000Z' });
    expect(fr[0]![0]).toBe('Suspendu le');
    expect(fr[0]![2]).toMatch(/29 nov\. 2026/);
    for (const [, from, to] of [...rows, ...fr]) expect(`${from}${to}`).not.toMatch(/[{}"]|Cents/);
  });
});

describe('a damage claim decided, in the audit log', () => {
  // As the API writes it now: the same fields before and after, the amounts the hold stands for.
  const written = (holdStatus: string, capturedCents: number, releasedCents: number) => ({
    before: {
      claimStatus: 'open',
      claimedCents: 15000,
      holdStatus: 'authorised',
      heldCents: 20000,
      capturedCents: 0,
      releasedCents: 0,
      currency: 'EUR',
    },
    after: {
      claimStatus: 'decided',
      claimedCents: 15000,
      holdStatus,
      heldCents: 0,
      capturedCents,
      releasedCents,
      currency: 'EUR',
    },
  });
  // As rows written before kept it: the held amount before only, the captured amount after only.
  const older = (holdStatus: string, capturedCents: number) => ({
    before: { claimStatus: 'open', claimedCents: 15000, heldCents: 20000, holdStatus: 'authorised', currency: 'EUR' },
    after: { claimStatus: 'decided', capturedCents, holdStatus, currency: 'EUR' },
  });

  it.each([
    ['partly captured', 'partially_captured', 12000, 8000, 'Captured: €120.00; €80.00 released'],
    ['all captured', 'captured', 20000, 0, 'Captured: €200.00'],
    ['released', 'released', 0, 20000, 'Released: €200.00'],
  ])(
    '%s: one deposit row says what the hold became, for new and older rows',
    (_, status, captured, released, after) => {
      for (const row of [written(status, captured, released), older(status, captured)])
        expect(read('en', row.before, row.after)).toEqual([
          ['Claim', 'Open', 'Decided'],
          ['Deposit', 'Held on the card: €200.00', after],
        ]);
    },
  );

  it('in French too, with its spaces', () => {
    const { before, after } = written('partially_captured', 12000, 8000);
    expect(nbsp(read('fr', before, after))).toBe(
      nbsp([
        ['Réclamation', 'Ouverte', 'Tranchée'],
        ['Caution', 'Bloquée sur la carte : 200,00 €', 'Prélevée : 120,00 € ; 80,00 € libérés'],
      ]),
    );
  });

  it('never shows an after value as lost: no row of a decision ends in "—"', () => {
    for (const status of ['captured', 'partially_captured', 'released'])
      for (const row of [written(status, 5000, 15000), older(status, 5000)])
        for (const [, , to] of read('en', row.before, row.after)) expect(to).not.toBe('—');
  });
});

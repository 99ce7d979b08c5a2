import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CANCELATION_OPTIONS } from '@biclou/domain/cancelation-options';
import { excerptAround, helpTopics, searchQuestions } from './help-centre';
import { renderMarkdown } from './markdown';
import type { PlaceholderSettings } from './placeholders';

const settings: PlaceholderSettings = {
  serviceFeeRateBp: 1000,
  commissionRateBp: 1500,
  creditDelayDays: 4,
  requestExpiryHours: 48,
  maxOpenRequests: 5,
  maxBookingDays: 90,
  maxAdvanceMonths: 12,
  cancelationOptions: CANCELATION_OPTIONS,
};

describe('help search snippets', () => {
  it('joins the text of separate blocks with spaces (headings, list items, paragraphs, table cells)', async () => {
    // Components write their tables and lists without newlines between the blocks.
    const table = (await renderMarkdown('::fees-table', { locale: 'en', settings })).text;
    expect(table).toMatch(/^Fees on every rental Who Fee Renter: service fee 10% Owner: commission 15% /);

    const { text } = await renderMarkdown(
      '## Heading\nFirst paragraph.\n\n- service fee included\n- less than 30 days\n  - nested item\n\n| a | b |\n| - | - |\n| cell | other |\n\nLast.',
      { locale: 'en', settings },
    );
    expect(text).toBe(
      'Heading First paragraph. service fee included less than 30 days nested item a b cell other Last.',
    );
  });

  it('starts and ends a snippet on word boundaries', () => {
    const words = fc.array(fc.stringMatching(/^[a-zéè]{1,12}$/), { minLength: 1, maxLength: 120 });
    fc.assert(
      fc.property(words, fc.nat(), (list, pick) => {
        const text = list.join(' ');
        const token = list[pick % list.length]!;
        const excerpt = excerptAround(text, token);
        const inner = excerpt.replace(/^…/, '').replace(/…$/, '');
        const at = text.indexOf(inner);
        expect(at).toBeGreaterThanOrEqual(0);
        // The character before the snippet and the one after it are spaces (or the text's ends).
        expect(at === 0 || text[at - 1] === ' ').toBe(true);
        const end = at + inner.length;
        expect(end === text.length || text[end] === ' ').toBe(true);
        expect(excerpt.startsWith('…')).toBe(at > 0);
        expect(excerpt.endsWith('…')).toBe(end < text.length);
      }),
    );
  });

  it('shows whole words from the real help centre, in both languages', async () => {
    for (const [locale, queries] of [
      ['en', ['refund', 'service fee', 'deposit', 'cancel', 'payout', 'damage']],
      ['fr', ['remboursement', 'frais de service', 'caution', 'annuler', 'virement']],
    ] as const) {
      const topics = await helpTopics(settings, locale);
      const texts = topics.flatMap((t) => t.questions.map((q) => q.text));
      for (const query of queries) {
        const hits = searchQuestions(topics, query);
        expect(hits.length, query).toBeGreaterThan(0);
        for (const hit of hits) {
          const inner = hit.excerpt.replace(/^…/, '').replace(/…$/, '');
          const text = texts.find((t) => t.includes(inner));
          expect(text, hit.excerpt).toBeDefined();
          const at = text!.indexOf(inner);
          expect(at === 0 || /\s/.test(text![at - 1]!), hit.excerpt).toBe(true);
          expect(at + inner.length === text!.length || /\s/.test(text![at + inner.length]!), hit.excerpt).toBe(true);
        }
      }
    }
    const refund = searchQuestions(await helpTopics(settings, 'en'), 'refund less than');
    expect(refund.map((h) => h.excerpt).join(' ')).not.toMatch(/includedless|includedLess/);
  });
});

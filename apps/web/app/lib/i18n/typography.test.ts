import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';

/** Every string of a catalogue with its key path. */
function strings(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (Array.isArray(node)) return node.flatMap((v, i) => strings(v, `${path}.${i}`));
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

/** Punctuation that ends a clause (followed by a space or the end), not ":" inside "14:30" or "https://". */
const CLAUSE_MARK = /(.)([:;?!])(?=\s|$|<)/gu;

describe('typography of the catalogues', () => {
  it('French puts a no-break space before : and a narrow no-break space before ; ? ! (never a breaking one, never none)', () => {
    const wrong: string[] = [];
    for (const [key, text] of strings(fr)) {
      for (const m of text.matchAll(CLAUSE_MARK)) {
        const [, before, mark] = m;
        const ok =
          mark === ':' ? before === '\u00a0' || before === '\u202f' : before === '\u202f' || before === '\u00a0';
        if (!ok && before !== mark && !/[!?]/.test(before!))
          wrong.push(`${key}: …${text.slice(Math.max(0, m.index - 20), m.index + 2)}`);
      }
      if (/«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/.test(text))
        wrong.push(`${key}: guillemets without no-break spaces`);
    }
    expect(wrong).toEqual([]);
  });

  it('English puts no space before : ; ? !', () => {
    // The specification's own sentence, kept word for word (decisions "Listing rules").
    const spec = 'Cannot delete : you have unfinished bookings.';
    const wrong = strings(en)
      .filter(([, text]) => text !== spec)
      .filter(([, text]) => /[\s\u00a0\u202f][:;?!](?=\s|$)/u.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });

  it('French writes sizes in octets: "Mo", never "MB"', () => {
    const wrong = strings(fr)
      .filter(([key, text]) => !key.startsWith('server.') && /\b[kMGT]B\b/.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';

/** Every string under a catalogue node, with its key. */
function strings(node: unknown, path: string): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

/** What a visitor reads before signing up: the landing page, the footer and the sign-up perks. */
const pitch = (catalogue: typeof en) => [
  ...strings(catalogue.landing, 'landing'),
  ...strings(catalogue.footer, 'footer'),
  ...strings(catalogue.auth.perks, 'auth.perks'),
];

describe('the landing page promises only what exists', () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('%s: no insurance, cover or rental contract (Biclou provides none)', (_, catalogue) => {
    const claims = pitch(catalogue).filter(([, text]) =>
      /insur|assur|\bcover(ed)?\b|couvert|contract|contrat/i.test(text),
    );
    expect(claims).toEqual([]);
  });
});

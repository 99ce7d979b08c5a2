import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CANCELATION_OPTIONS, CANCELATION_OPTION_KEYS } from '@biclou/domain/cancelation-options';
import en from '../../../../public/app/lang/en.json';
import fr from '../../../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../../../lib/i18n/tiny-i18n';
import { ListingCancelation } from './listing-cancelation';

/** The listing page tells the renter what the renter gets back, never the owner what the owner keeps. */
const render = (lang: 'en' | 'fr', option: (typeof CANCELATION_OPTION_KEYS)[number]) => {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={createTinyI18n(lang, { en, fr })}>
      <ListingCancelation option={option} terms={CANCELATION_OPTIONS[option]} />
    </I18nextProvider>,
  );
  return (/data-testid="cancelation-summary">([^<]*)</.exec(html)?.[1] ?? '').replaceAll('&#x27;', "'");
};

describe("the listing page's cancellation summary speaks to the renter", () => {
  it.each([
    ['en', 'no_notice', 'You can cancel until the start and get the rental back.'],
    ['en', 'short_notice', 'Most of the rental comes back if you cancel at least 3 days before the start.'],
    ['en', 'medium_notice', 'Cancel at least 10 days before the start to get most of the rental back.'],
    ['en', 'strict', 'Full refund if you cancel at least 30 days before the start; after that, nothing is refunded.'],
    ['fr', 'no_notice', "Vous pouvez annuler jusqu'au départ et récupérer le prix de la location."],
    [
      'fr',
      'short_notice',
      "L'essentiel de la location vous est remboursé si vous annulez au moins 3 jours avant le départ.",
    ],
    ['fr', 'medium_notice', "Annulez au moins 10 jours avant le départ pour récupérer l'essentiel de la location."],
    [
      'fr',
      'strict',
      "Remboursement intégral si vous annulez au moins 30 jours avant le départ\u202f; ensuite, rien n'est remboursé.",
    ],
  ] as const)('%s %s', (lang, option, expected) => {
    expect(render(lang, option)).toBe(expected);
  });

  it.each(['en', 'fr'] as const)(
    'no option speaks of the renters in the third person or of what "you keep" (%s)',
    (lang) => {
      for (const option of CANCELATION_OPTION_KEYS) {
        expect(render(lang, option)).not.toMatch(/renters|locataires|you keep|vous gardez/i);
      }
    },
  );
});

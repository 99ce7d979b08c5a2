import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../../lib/i18n/tiny-i18n';
import { PostDates } from './post-dates';

/** A blog post shows the day it went out and, when it changed since, the day of its last change. */
const render = (lang: 'en' | 'fr', post: { published: string; updated: string }, short = false) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[lang === 'fr' ? '/fr/blog/x' : '/blog/x']}>
      <I18nextProvider i18n={createTinyI18n(lang, { en, fr })}>
        <PostDates post={post} short={short} />
      </I18nextProvider>
    </MemoryRouter>,
  ).replace(/ data-testid="[^"]+"/g, '');

const changed = { published: '2026-04-07', updated: '2026-09-26' };
const same = { published: '2026-10-15', updated: '2026-10-15' };

describe('post dates', () => {
  it.each([
    [
      'en',
      changed,
      false,
      '<time dateTime="2026-04-07">Published on April 7, 2026</time> · <time dateTime="2026-09-26">Updated on September 26, 2026</time>',
    ],
    [
      'fr',
      changed,
      false,
      '<time dateTime="2026-04-07">Publié le 7 avril 2026</time> · <time dateTime="2026-09-26">Mis à jour le 26 septembre 2026</time>',
    ],
    [
      'en',
      changed,
      true,
      '<time dateTime="2026-04-07">April 7, 2026</time> · <time dateTime="2026-09-26">updated September 26, 2026</time>',
    ],
    [
      'fr',
      changed,
      true,
      '<time dateTime="2026-04-07">7 avril 2026</time> · <time dateTime="2026-09-26">mis à jour le 26 septembre 2026</time>',
    ],
    ['en', same, false, '<time dateTime="2026-10-15">Published on October 15, 2026</time>'],
    ['fr', same, true, '<time dateTime="2026-10-15">15 octobre 2026</time>'],
  ] as const)('%s %j (short: %s)', (lang, post, short, expected) => {
    expect(render(lang, post, short)).toBe(expected);
  });
});

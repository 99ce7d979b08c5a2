import type { LocalePage, PageTemplate } from '@biclou/contracts/seo';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/app/lang/en.json';
import fr from '../../../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../../../lib/i18n/tiny-i18n';
import { LocalePageList } from './locale-page-list';
import { PageTemplateList } from './page-template-list';

const at = '2026-11-29T10:00:00.000Z';
const template = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'city',
  locale: 'en',
  title: 'Bikes in {place}',
  description: '',
  h1: '',
  body: '',
  createdAt: at,
  updatedAt: at,
} as PageTemplate;
const page = {
  id: '00000000-0000-4000-8000-000000000002',
  place: { slug: 'lyon', name: 'Lyon', kind: 'city', country: 'FR' },
  locale: 'fr',
  title: 'Vélos à Lyon',
  description: null,
  h1: null,
  body: null,
  createdAt: at,
  updatedAt: at,
} as LocalePage;

const render = (lang: 'en' | 'fr', list: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[lang === 'fr' ? '/fr/admin/seo' : '/admin/seo']}>
      <I18nextProvider i18n={createTinyI18n(lang, { en, fr })}>{list}</I18nextProvider>
    </MemoryRouter>,
  );

describe('the admin SEO lists date their rows like the rest of the admin', () => {
  it.each([
    ['en', 'Updated Nov 29, 2026'],
    ['fr', 'Modifié le 29 nov. 2026'],
  ] as const)('%s: "%s"', (lang, text) => {
    expect(render(lang, <PageTemplateList templates={[template]} />)).toContain(text);
    expect(render(lang, <LocalePageList pages={[page]} />)).toContain(text);
  });
});

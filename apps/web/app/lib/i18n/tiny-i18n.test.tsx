import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { keysCatalogue, type Catalogue } from './keys-catalogue';
import { createTinyI18n, I18nextProvider, interpolate, Trans, useTranslation } from './tiny-i18n';

const catalogue: Catalogue = {
  greet: 'Hello {{name}}',
  nested: { deep: { key: 'Deep {{a.b}}' } },
  bikes_one: '{{count}} bike',
  bikes_other: '{{count}} bikes',
  notice_zero: 'No notice',
  notice_one: 'One notice',
  notice_other: '{{count}} notices',
  list: ['first {{x}}', 'second'],
  terms: 'I accept the <terms>terms</terms> & <b>more</b>.',
};

describe('tiny i18n', () => {
  const i18n = createTinyI18n('en', {
    en: catalogue,
    fr: { bikes_one: '{{count}} vélo', bikes_other: '{{count}} vélos', greet: 'Bonjour {{name}}' },
  });

  it('interpolates like i18next with escapeValue false', () => {
    expect(i18n.t('greet', { name: '<b>Léa</b>' })).toBe('Hello <b>Léa</b>');
    expect(i18n.t('nested.deep.key', { a: { b: 42 } })).toBe('Deep 42');
    expect(i18n.t('greet')).toBe('Hello {{name}}');
    expect(i18n.t('greet', { other: 1 })).toBe('Hello {{name}}');
    expect(i18n.t('greet', { name: undefined })).toBe('Hello ');
    expect(interpolate('{{ a }}-{{b}}', { a: 1, b: 'x' })).toBe('1-x');
  });

  it('picks plural forms with Intl.PluralRules, _zero first, per language', () => {
    expect(i18n.t('bikes', { count: 1 })).toBe('1 bike');
    expect(i18n.t('bikes', { count: 0 })).toBe('0 bikes');
    expect(i18n.t('bikes', { count: 2 })).toBe('2 bikes');
    expect(i18n.t('notice', { count: 0 })).toBe('No notice');
    expect(i18n.t('notice', { count: 3 })).toBe('3 notices');
    const fixedFr = i18n.getFixedT('fr');
    expect(fixedFr('bikes', { count: 0 })).toBe('0 vélo');
    expect(fixedFr('bikes', { count: 1 })).toBe('1 vélo');
    expect(fixedFr('bikes', { count: 2 })).toBe('2 vélos');
  });

  it('shows the key when missing, for objects without returnObjects, and returns objects on request', () => {
    expect(i18n.t('nope.nothing')).toBe('nope.nothing');
    expect(i18n.t('nope', { count: 2 })).toBe('nope');
    expect(i18n.t('nested')).toBe('nested');
    expect(i18n.t('list', { returnObjects: true, x: 'X' })).toEqual(['first X', 'second']);
  });

  it('switches language without a reload and notifies listeners', async () => {
    const inst = createTinyI18n('en', { en: catalogue });
    const seen: string[] = [];
    inst.on('languageChanged', (l) => seen.push(l));
    expect(inst.hasResourceBundle('fr', 'translation')).toBe(false);
    inst.addResourceBundle('fr', 'translation', { greet: 'Salut {{name}}' });
    await inst.changeLanguage('fr');
    expect(inst.language).toBe('fr');
    expect(inst.t('greet', { name: 'Tom' })).toBe('Salut Tom');
    expect(seen).toEqual(['fr']);
    expect(inst.getResourceBundle('fr', 'translation')).toEqual({ greet: 'Salut {{name}}' });
  });

  it('the test locale shows keys, plurals included', () => {
    const test = createTinyI18n('test', { test: keysCatalogue(catalogue) });
    expect(test.t('greet', { name: 'x' })).toBe('greet');
    expect(test.t('bikes', { count: 1 })).toBe('bikes');
    expect(test.t('bikes', { count: 5 })).toBe('bikes');
  });

  it('real catalogues: en and fr plurals', () => {
    const real = createTinyI18n('en', { en: en as Catalogue, fr: fr as Catalogue });
    const enT = real.getFixedT('en');
    const frT = real.getFixedT('fr');
    expect(enT('auth.register.terms')).toContain('<terms>');
    expect(frT('auth.register.terms')).toContain('<terms>');
    // French: 0 and 1 are singular; English: only 1.
    expect(frT('places.bikes', { count: 0 })).toBe('0 vélo');
    expect(frT('places.bikes', { count: 1 })).toBe('1 vélo');
    expect(frT('search.heading.place', { count: 2, place: 'Lyon' })).toBe('2 vélos à Lyon');
    expect(enT('places.bikes', { count: 0 })).toBe('0 bikes');
    expect(enT('places.bikes', { count: 1 })).toBe('1 bike');
  });

  it('renders useTranslation and Trans with components (text escaped by React)', () => {
    function View() {
      const { t } = useTranslation();
      return (
        <p>
          {t('greet', { name: 'Léa' })} <Trans i18nKey="terms" components={{ terms: <a href="/terms" /> }} />
        </p>
      );
    }
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <View />
      </I18nextProvider>,
    );
    expect(html).toBe('<p>Hello Léa I accept the <a href="/terms">terms</a> &amp; &lt;b&gt;more&lt;/b&gt;.</p>');
  });

  it('renders nested Trans components without React key warnings', () => {
    const nested = createTinyI18n('en', {
      en: { read: 'Read <terms>the terms</terms> and <privacy>privacy <b>now</b></privacy>.' },
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const html = renderToStaticMarkup(
        <I18nextProvider i18n={nested}>
          <Trans i18nKey="read" components={{ terms: <a href="/t" />, privacy: <a href="/p" />, b: <strong /> }} />
        </I18nextProvider>,
      );
      expect(html).toBe('Read <a href="/t">the terms</a> and <a href="/p">privacy <strong>now</strong></a>.');
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

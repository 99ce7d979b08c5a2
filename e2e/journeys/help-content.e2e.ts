import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';
import { waitForHydration } from '../support/listings';

/** Every content page (the help questions are checked through /help/cancel-a-booking). */
const CONTENT_PATHS = [
  '/help',
  '/help/rental-process',
  '/help/cancel-a-booking',
  '/terms',
  '/privacy',
  '/legal-mentions',
  '/about-us',
  '/career',
  '/community',
  '/press',
  '/test',
  '/test-mdc',
];
/** Pages other slices build (blog, contact, size guide, guides, rental contract): linked from the footer. */
const OTHER_SLICES = /^\/(fr\/)?(blog|contact|size-guide|guides|rental-contract)(\/|$)/;

const prefixed = (locale: 'en' | 'fr', path: string) => (locale === 'fr' ? `/fr${path}` : path);

function mainOf(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end) : html;
}
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');

describe('[visitor] help centre and content pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('finds "annulation" in French and opens the answer on its own page', async () => {
    const { page, context } = await newPerson(browser, { locale: 'fr-FR' });
    await page.goto('/fr/help');
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: text('fr', 'help.search-label') }).fill('annulation');
    await page.getByRole('button', { name: text('fr', 'help.search'), exact: true }).click();
    const results = page.getByTestId('help-results');
    await results.getByRole('link', { name: /Comment annuler une réservation/ }).waitFor();
    expect(page.url()).toContain('q=annulation');
    // Accents do not matter: "remboursé" and "rembourse" find the same answers.
    await results.getByRole('link', { name: /Comment annuler une réservation/ }).click();
    await page.waitForURL((url) => url.pathname === '/fr/help/cancel-a-booking');
    await page.getByRole('heading', { level: 1, name: /Comment annuler une réservation/ }).waitFor();
    expect(await page.locator('main').innerText()).toContain('30 jours ou plus avant le départ');
    await context.close();
  });

  it('finds "refund" in English, and the search works before any script runs', async () => {
    const { page, context } = await newPerson(browser);
    await page.goto('/help?q=refund');
    const results = page.getByTestId('help-results');
    await results.getByRole('link', { name: /How do I cancel a booking and get a refund\?/ }).waitFor();
    expect(await results.getByRole('link').count()).toBeGreaterThan(1);
    const fr = await (await fetch(`${baseURL()}/fr/help?q=rembourse`)).text();
    const frAccent = await (await fetch(`${baseURL()}/fr/help?q=remboursé`)).text();
    const hits = (html: string) => [...html.matchAll(/href="\/fr\/help\/([a-z-]+)"/g)].map((m) => m[1]).slice(0, 5);
    expect(hits(fr)).toEqual(hits(frAccent));
    await context.close();
  });

  it('renders every content page in English and French with its own title, 150+ words, no key and no broken link', async () => {
    const checked = new Map<string, number>();
    const linkStatus = async (href: string) => {
      if (!checked.has(href)) checked.set(href, (await fetch(`${baseURL()}${href}`)).status);
      return checked.get(href)!;
    };
    for (const locale of ['en', 'fr'] as const) {
      const titles = new Set<string>();
      for (const path of CONTENT_PATHS) {
        const url = prefixed(locale, path);
        const res = await fetch(`${baseURL()}${url}`);
        expect(res.status, url).toBe(200);
        const html = await res.text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        expect(title, url).toMatch(/ - Biclou$/);
        expect(titles.has(title), `${url} has a title of its own`).toBe(false);
        titles.add(title);
        expect(html, url).toContain(`<html lang="${locale}"`);
        const main = mainOf(html);
        const words = textOf(main)
          .split(/\s+/)
          .filter((w) => /\p{L}{2,}/u.test(w));
        expect(words.length, `${url} words`).toBeGreaterThanOrEqual(150);
        expect(textOf(main), url).not.toMatch(/lorem ipsum|\{\{|\b(?:content-page|help|titles|footer)\.[a-z-]+\b/i);
        expect(html, url).toMatch(/<link rel="canonical" href="[^"]+"/);
        expect(html, url).toMatch(/hreflang="fr"/i);
        const hrefs = [...html.matchAll(/href="(\/[^"#?]*)/g)]
          .map((m) => m[1]!)
          .filter(
            (h) => !h.startsWith('//') && !h.startsWith('/assets/') && !/\.(css|js|svg|png|ico|json|txt|xml)$/.test(h),
          );
        for (const href of new Set(hrefs)) {
          if (OTHER_SLICES.test(href)) continue;
          expect(await linkStatus(href), `${url} → ${href}`).toBe(200);
        }
      }
    }
  });

  it('names the questions in FAQPage data, and lists every content page and question in the sitemap', async () => {
    const html = await (await fetch(`${baseURL()}/fr/help`)).text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const faq = ld.find((d) => d['@type'] === 'FAQPage');
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(30);
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    for (const path of ['/help/cancel-a-booking', '/privacy', '/legal-mentions', '/help/rental-process'])
      expect(sitemap, path).toContain(`${baseURL()}/fr${path}</loc>`);
    expect(sitemap).not.toContain('/test-mdc</loc>');
    // Press kit logos are downloadable.
    const logo = await fetch(`${baseURL()}/press/biclou-logo.svg`);
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain('<svg');
  });

  it('shows the test page with a real title in the test locale', async () => {
    const { page, context } = await newPerson(browser);
    await page.goto('/test');
    await page.getByRole('heading', { level: 1, name: 'Test page' }).waitFor();
    expect(await page.title()).toBe('Test page - Biclou');
    await page.goto('/test/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
    await context.close();
  });
});

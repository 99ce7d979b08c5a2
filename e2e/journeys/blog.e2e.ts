import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, newPerson } from '../support/browser';
import { text } from '../support/catalogue';

describe('[visitor] reads the blog: index → post → tag, and finds the feed', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens a post from the index, follows a tag, pages through, and reads the Atom feed', async () => {
    const fr = (key: string, vars?: Record<string, string>) => text('fr', key, vars);
    const { page, context } = await newPerson(browser, { width: 390, locale: 'fr-FR' });
    await page.goto('/fr/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();

    // Page 1 shows 9 posts, newest first, and a link to the older ones.
    const cards = page.locator('main article h2 a');
    expect(await cards.count()).toBe(9);
    // Each card shows the day the post went out, and the day of its last change when it changed since.
    expect(await page.locator('main article [data-testid="post-published"]').count()).toBe(9);
    expect(await page.locator('main article [data-testid="post-updated"]').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: fr('blog.next') }).click();
    await page.waitForURL(/\/fr\/blog\?page=2$/);
    expect(await cards.count()).toBeGreaterThanOrEqual(1);
    await page.getByRole('link', { name: fr('blog.previous') }).click();
    await page.waitForURL(/\/fr\/blog$/);

    // A post: its title, Article JSON-LD, canonical and hreflang, and links to places to ride.
    await page.getByRole('link', { name: 'Lyon à vélo\u00a0: un week-end sur deux roues' }).click();
    await page.waitForURL(/\/fr\/blog\/lyon-by-bike$/);
    await page.getByRole('heading', { level: 1, name: 'Lyon à vélo\u00a0: un week-end sur deux roues' }).waitFor();
    expect(await page.locator('header [data-testid="post-published"]').getAttribute('datetime')).toBe('2026-10-15');
    expect(await page.locator('header [data-testid="post-published"]').textContent()).toBe('Publié le 15 octobre 2026');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = ld.map((s) => JSON.parse(s) as Record<string, unknown>).find((d) => d['@type'] === 'BlogPosting');
    expect(article).toMatchObject({ headline: 'Lyon à vélo\u00a0: un week-end sur deux roues', inLanguage: 'fr' });
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL()}/fr/blog/lyon-by-bike`);
    expect(await page.locator('link[hreflang="en"]').getAttribute('href')).toBe(`${baseURL()}/blog/lyon-by-bike`);
    expect(await page.locator('main a[href="/fr/place/lyon"]').count()).toBeGreaterThan(0);

    // A tag of the post lists only the posts of that tag.
    await page
      .locator('header')
      .getByRole('link', { name: fr('blog.tags.city-guides') })
      .click();
    await page.waitForURL(/\/fr\/blog\/tag\/city-guides$/);
    await page
      .getByRole('heading', { level: 1, name: fr('blog.tag-title', { tag: fr('blog.tags.city-guides') }) })
      .waitFor();
    const titles = await cards.allTextContents();
    expect(titles).toContain('Lyon à vélo\u00a0: un week-end sur deux roues');
    expect(titles).toContain('Genève à vélo\u00a0: le lac, la vieille ville et les vignes');
    expect(titles).not.toContain('Le contrôle en 15 minutes avant chaque location');

    // The feed link opens the French Atom feed.
    const href = await page.getByRole('link', { name: fr('blog.feed') }).getAttribute('href');
    expect(href).toBe('/fr/blog/feed.xml');
    const feed = await page.request.get(href!);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('application/atom+xml');
    const xml = await feed.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">');
    expect(xml).toContain('<title>Lyon à vélo\u00a0: un week-end sur deux roues</title>');

    // An unknown post is a 404.
    const missing = await page.goto('/fr/blog/no-such-post');
    expect(missing?.status()).toBe(404);
    await context.close();
  });
});

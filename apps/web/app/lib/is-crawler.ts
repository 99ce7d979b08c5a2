import { createIsbotFromList, list } from 'isbot';

/**
 * Search bots and link-preview crawlers (spec §2), by user agent. Headless browsers are left
 * out: they are people's tools (tests, screenshots), and should see the page people see.
 */
export const isCrawler: (userAgent: string | null | undefined) => boolean = createIsbotFromList(
  list.filter((pattern) => !/headless/i.test(pattern)),
);

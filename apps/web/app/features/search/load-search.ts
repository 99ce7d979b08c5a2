import { SEARCH_MAX_PAGE } from '@biclou/contracts/search-params';
import type { SearchResponse } from '@biclou/contracts/search';
import { SEARCH_QUERY_PARAMS } from '@biclou/contracts/search-query-params';
import { type SearchParamName, type SearchQuery } from './search-params';

/** What a notice says was left out of a link: one sentence each (`search.notice.dropped.*`). */
export const DROPPED_GROUPS = [
  'place',
  'bounds',
  'dates',
  'times',
  'category',
  'subcategory',
  'ebike',
  'instant',
  'size',
  'price',
  'owner',
  'sort',
  'page',
] as const;
export type DroppedGroup = (typeof DROPPED_GROUPS)[number];

/** The link could not be searched as it was: what was left out or corrected, shown above the results. */
export type SearchNotice =
  { kind: 'dropped'; group: DroppedGroup } | { kind: 'last-page'; requested: number; page: number };

/** The API's answer to one question, as the loader's in-process API returns it. */
export interface SearchAnswer {
  status: number;
  json: unknown;
}

interface LoadedSearch {
  /** The search that was run: the link less what was left out (the page's form and links start from it). */
  query: SearchQuery;
  search: SearchResponse | null;
  notices: SearchNotice[];
  /** The API could not answer even without the bad parameters: its English message. */
  error: string | null;
}

const GROUP_OF: Partial<Record<SearchParamName, DroppedGroup>> = {
  start: 'dates',
  end: 'dates',
  from: 'times',
  to: 'times',
  min_price: 'price',
  max_price: 'price',
};
/** Parameters that only mean something with another one, left out with it. */
const LEFT_OUT_WITH: Partial<Record<SearchParamName, SearchParamName[]>> = {
  start: ['start', 'end', 'from', 'to'],
  end: ['start', 'end', 'from', 'to'],
  from: ['from', 'to'],
  to: ['from', 'to'],
  category: ['category', 'subcategory'],
};
const isParam = (name: string): name is SearchParamName => (SEARCH_QUERY_PARAMS as readonly string[]).includes(name);
const wholeNumber = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * The search of a link, never failing on a bad parameter: each parameter the API refuses (422) is
 * left out and the search asked again, with a notice saying so; a page past the last one shows
 * the last page instead. Any other failure is an error, never an empty result ("0 bikes").
 */
export async function loadSearch(
  ask: (query: SearchQuery) => Promise<SearchAnswer>,
  link: SearchQuery,
): Promise<LoadedSearch> {
  let query: SearchQuery = { ...link };
  const notices: SearchNotice[] = [];
  const requestedPage = wholeNumber(link.page);
  // Each round leaves at least one parameter out, so this ends; one more round for the last page.
  for (let round = 0; round <= SEARCH_QUERY_PARAMS.length + 1; round += 1) {
    const answer = await ask(query);
    if (answer.status === 200) {
      const search = answer.json as SearchResponse;
      const lastPage = Math.max(
        1,
        Math.min(SEARCH_MAX_PAGE, Math.ceil((search.total ?? 0) / Math.max(1, search.pageSize))),
      );
      if (search.page > lastPage) {
        query = { ...query, page: String(lastPage) };
        continue;
      }
      if (requestedPage !== null && requestedPage > lastPage && requestedPage >= 1)
        notices.push({ kind: 'last-page', requested: requestedPage, page: lastPage });
      return { query, search, notices, error: null };
    }
    const refused = refusedParams(answer);
    if (answer.status !== 422 || refused.length === 0)
      return { query, search: null, notices, error: messageOf(answer) };
    const before = searchKey(query);
    for (const name of refused) {
      if (name === 'page' && requestedPage !== null && requestedPage > SEARCH_MAX_PAGE) {
        // Past the deepest page the API serves: ask for that one, then for the real last page.
        query = { ...query, page: String(SEARCH_MAX_PAGE) };
        continue;
      }
      const group = GROUP_OF[name] ?? (name as DroppedGroup);
      if (!notices.some((n) => n.kind === 'dropped' && n.group === group)) notices.push({ kind: 'dropped', group });
      query = withOut(query, LEFT_OUT_WITH[name] ?? [name]);
    }
    if (searchKey(query) === before) return { query, search: null, notices, error: messageOf(answer) };
  }
  return { query, search: null, notices, error: 'Something went wrong.' };
}

/** The parameters a 422 names that the link holds (the fields of the API's answer). */
function refusedParams(answer: SearchAnswer): SearchParamName[] {
  const fields = (answer.json as { error?: { fields?: Record<string, unknown> } } | null)?.error?.fields ?? {};
  return Object.keys(fields).filter(isParam);
}

function messageOf(answer: SearchAnswer): string {
  return (answer.json as { error?: { message?: string } } | null)?.error?.message ?? 'Something went wrong.';
}

const searchKey = (query: SearchQuery) => JSON.stringify(SEARCH_QUERY_PARAMS.map((name) => query[name] ?? null));

function withOut(query: SearchQuery, names: readonly SearchParamName[]): SearchQuery {
  const next = { ...query };
  for (const name of names) delete next[name];
  return next;
}

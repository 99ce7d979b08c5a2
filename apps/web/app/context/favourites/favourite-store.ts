import * as endpoints from '@biclou/contracts/endpoints';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import type { ApiClient } from '../../lib/api-client';
import { useLocale } from '../../lib/i18n/use-locale';
import { loginRedirect } from '../../routing/guards';
import { useApi } from '../api-context';
import { useUser } from '../session-context';

/**
 * The hearts of the page (decisions "Favourites"). Public pages are cached alike for everyone, so
 * the server draws every heart empty; once the page runs, the first heart asks the member's ids
 * (`GET /favourites/ids`) and every heart reads them from this one store. A tap changes the heart
 * at once and puts it back if the API refuses (the API client's toast says why).
 */
const FAVOURITE_PARAM = 'favourite';

/** Whose hearts these are; what is known of each bike (a tap, or the ids); whether the ids came. */
let owner: string | null = null;
let known = new Map<string, boolean>();
let ready = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(listingId: string, kept: boolean) {
  known = new Map(known).set(listingId, kept);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The member's ids, once per member and page load; a tap made meanwhile wins over them. */
function load(api: ApiClient, userId: string) {
  if (owner === userId && loading) return loading;
  owner = userId;
  known = new Map();
  ready = false;
  loading = api.call(endpoints.favouriteIds, { quiet: true }).then((res) => {
    if (owner !== userId || !res.ok) return;
    const tapped = known;
    known = new Map(res.data.listingIds.map((id) => [id, true]));
    for (const [id, kept] of tapped) known.set(id, kept);
    ready = true;
    for (const listener of listeners) listener();
  });
  return loading;
}

async function save(api: ApiClient, listingId: string, keep: boolean) {
  set(listingId, keep);
  const res = await api.call(keep ? endpoints.addFavourite : endpoints.removeFavourite, { params: { listingId } });
  if (!res.ok) set(listingId, !keep);
}

/**
 * A visitor who tapped a heart came back from login or sign-up with `?favourite=<id>`: the bike is
 * kept now, and the parameter leaves the address so that a reload or a shared link keeps nothing.
 */
async function keepCarriedIntent(api: ApiClient) {
  const url = new URL(window.location.href);
  const listingId = url.searchParams.get(FAVOURITE_PARAM);
  if (!listingId) return;
  url.searchParams.delete(FAVOURITE_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  if (known.get(listingId) !== true) await save(api, listingId, true);
}

/** The page this heart is on, with the intent to keep the bike once signed in. */
function returnWithIntent(listingId: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set(FAVOURITE_PARAM, listingId);
  return url.pathname + url.search;
}

/**
 * One heart: whether the member keeps the bike, and the tap (a visitor goes to log in first).
 * `initial`: what the page already knows (the favourites page: kept), shown until the ids arrive.
 */
export function useFavourite(listingId: string, initial = false): { kept: boolean; toggle(): void } {
  const api = useApi();
  const user = useUser();
  const navigate = useNavigate();
  const { prefix } = useLocale();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId) void load(api, userId).then(() => keepCarriedIntent(api));
  }, [api, userId]);
  const kept = useSyncExternalStore(
    subscribe,
    () => (userId !== null && owner === userId ? (known.get(listingId) ?? (ready ? false : initial)) : initial),
    () => initial,
  );
  const toggle = useCallback(() => {
    if (!userId) void navigate(loginRedirect(prefix, returnWithIntent(listingId)));
    else void save(api, listingId, !kept);
  }, [api, userId, navigate, prefix, listingId, kept]);
  return { kept, toggle };
}

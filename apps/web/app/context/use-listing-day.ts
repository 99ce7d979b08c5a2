import * as endpoints from '@biclou/contracts/endpoints';
import type { ListingDayResponse } from '@biclou/contracts/listing-day';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../lib/api-client';
import { useApi } from './api-context';

export interface ListingDayState {
  day: ListingDayResponse | null;
  loading: boolean;
  /** The day could not be read (offline, or the listing is not bookable). */
  failed: boolean;
}

/**
 * The days asked in this tab, for a minute: going back to a date, or the return day being the pickup
 * day, asks nothing again. The earliest pickup moves with the clock, hence the short life. Filled
 * only in the browser (from effects), so no server render ever shares it.
 */
const KEEP_MS = 60_000;
const asked = new Map<string, { at: number; answer: Promise<ListingDayResponse | null> }>();

function readDay(api: ApiClient, listingId: string, date: string): Promise<ListingDayResponse | null> {
  const key = `${listingId}|${date}`;
  const now = Date.now();
  const kept = asked.get(key);
  if (kept && now - kept.at < KEEP_MS) return kept.answer;
  if (asked.size > 50) asked.clear();
  const answer = api
    .call(endpoints.getListingDay, { params: { listingId }, query: { date }, quiet: true })
    .then((res) => (res.ok ? res.data : null));
  // A failure is not kept: the next look asks again.
  void answer.then((day) => day ?? asked.delete(key));
  asked.set(key, { at: now, answer });
  return answer;
}

/** One day of a listing for the time pickers (GET /listings/:id/day), or nothing while `date` is null. */
export function useListingDay(listingId: string, date: string | null): ListingDayState {
  const api = useApi();
  const key = date ? `${listingId}|${date}` : '';
  const [read, setRead] = useState<{ key: string; day: ListingDayResponse | null }>({ key: '', day: null });
  useEffect(() => {
    if (!date) return;
    let current = true;
    void readDay(api, listingId, date).then((day) => {
      if (current) setRead({ key: `${listingId}|${date}`, day });
    });
    return () => {
      current = false;
    };
  }, [api, listingId, date]);
  if (!key) return { day: null, loading: false, failed: false };
  if (read.key !== key) return { day: null, loading: true, failed: false };
  return { day: read.day, loading: false, failed: read.day === null };
}

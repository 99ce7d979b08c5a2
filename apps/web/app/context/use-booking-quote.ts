import * as endpoints from '@biclou/contracts/endpoints';
import type { BookingQuoteResponse } from '@biclou/contracts/bookings';
import { useEffect, useState } from 'react';
import { useApi } from './api-context';

interface QuoteState {
  quote: BookingQuoteResponse | null;
  loading: boolean;
  error: string | null;
}

/** What a quote asks: dates, and times on the listing's clock when chosen (without them, whole days). */
interface QuoteDraft {
  start: string;
  end: string;
  pickupTime?: string;
  returnTime?: string;
  accessoryIds: readonly string[];
  /** How many of the listing's bikes (1 when absent). */
  units?: number;
}

/**
 * The server's price and rule check for the chosen dates and times, refreshed (debounced) as they
 * change; nothing is asked while `draft` is null (dates or times still missing).
 */
export function useBookingQuote(listingId: string, draft: QuoteDraft | null): QuoteState {
  const api = useApi();
  const [state, setState] = useState<QuoteState>({ quote: null, loading: false, error: null });
  const { start = '', end = '', pickupTime = '', returnTime = '' } = draft ?? {};
  const accessories = draft?.accessoryIds.join(',') ?? '';
  const units = draft?.units ?? 1;
  const asked = draft !== null;
  useEffect(() => {
    if (!asked || !start || !end) {
      setState({ quote: null, loading: false, error: null });
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      const query = {
        listingId,
        startDate: start,
        endDate: end,
        ...(pickupTime && returnTime ? { pickupTime, returnTime } : {}),
        ...(accessories ? { accessoryIds: accessories } : {}),
        ...(units > 1 ? { units: String(units) } : {}),
      };
      void api.call(endpoints.bookingQuote, { query, signal: controller.signal, quiet: true }).then((res) => {
        if (res.ok) setState({ quote: res.data, loading: false, error: null });
        else if (!res.aborted) setState({ quote: null, loading: false, error: res.error.message });
      });
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, listingId, asked, start, end, pickupTime, returnTime, accessories, units]);
  return state;
}

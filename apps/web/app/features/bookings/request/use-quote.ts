import * as endpoints from '@biclou/contracts/endpoints';
import type { BookingQuoteResponse } from '@biclou/contracts/bookings';
import { useEffect, useState } from 'react';
import { useApi } from '../../../context/api-context';

interface QuoteState {
  quote: BookingQuoteResponse | null;
  loading: boolean;
  error: string | null;
}

/** The server's price and rule check for the chosen dates, refreshed (debounced) as they change. */
export function useQuote(listingId: string, start: string, end: string, accessoryIds: readonly string[]): QuoteState {
  const api = useApi();
  const [state, setState] = useState<QuoteState>({ quote: null, loading: false, error: null });
  const accessories = accessoryIds.join(',');
  useEffect(() => {
    if (!start || !end) {
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
        ...(accessories ? { accessoryIds: accessories } : {}),
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
  }, [api, listingId, start, end, accessories]);
  return state;
}

interface SearchQuery {
  place?: string;
  start?: string;
  end?: string;
  category?: string;
  ebike?: string;
}

/** `/search?place=Lyon&start=2025-06-01` — only the filled parameters, in a stable order. */
export function buildSearchUrl(base: string, query: SearchQuery): string {
  const params = new URLSearchParams();
  for (const key of ['place', 'start', 'end', 'category', 'ebike'] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

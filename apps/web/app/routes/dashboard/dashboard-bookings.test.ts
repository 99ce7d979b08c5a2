import { describe, expect, it, vi } from 'vitest';
import type { ServerApi } from '../../lib/server-api';
import { loader } from './dashboard-bookings';

type LoaderArgs = Parameters<typeof loader>[0];

function run(url: string) {
  const request = vi.fn(async (_method: string, path: string) => ({
    status: 200,
    headers: {},
    json: path.includes('/reviews/') ? { pending: [] } : { bookings: [], counts: {} },
  }));
  const api: ServerApi = { request };
  const args = {
    request: new Request(`http://site.test${url}`),
    context: { api },
    params: {},
  } as unknown as LoaderArgs;
  return { result: loader(args), paths: () => request.mock.calls.map((c) => c[1]) };
}

describe('/dashboard/bookings loader (where login lands an owner with requests)', () => {
  it('asks only for the requests waiting for an answer with ?status=requested', async () => {
    const { result, paths } = run('/dashboard/bookings?status=requested');
    expect(await result).toMatchObject({ onlyRequests: true, bookings: [] });
    expect(paths()).toContain('/api/v1/me/bookings?status=requested');
  });

  it('asks for every booking otherwise, whatever else the query says', async () => {
    for (const url of [
      '/dashboard/bookings',
      '/fr/dashboard/bookings?status=paid',
      '/dashboard/bookings?status=requested%27',
    ]) {
      const { result, paths } = run(url);
      expect(await result).toMatchObject({ onlyRequests: false });
      expect(paths()).toContain('/api/v1/me/bookings');
    }
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The streets the journeys' geocoder knows, by the one-line address the API asks for
 * ("12 rue Oberkampf, 75011 Paris"): a Nominatim of a few entries. Any other address finds
 * nothing, so the pin goes to the city's centre as it does without a geocoder.
 */
export const KNOWN_STREETS: Record<string, { lat: number; lng: number }> = {
  '12 rue Oberkampf, 75011 Paris': { lat: 48.86478, lng: 2.36893 },
  '112 rue Oberkampf, 75011 Paris': { lat: 48.86605, lng: 2.37811 },
};

/** A tiny Nominatim (`/search?format=jsonv2&q=…`) on a free port, for the journeys' server (GEOCODER_URL). */
export async function startFakeGeocoder(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://fake').searchParams.get('q') ?? '';
    const point = KNOWN_STREETS[q];
    const places = point ? [{ place_id: 1, lat: String(point.lat), lon: String(point.lng), display_name: q }] : [];
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(places));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The API keeps its connections alive: closing waits for none of them.
        server.closeAllConnections();
      }),
  };
}

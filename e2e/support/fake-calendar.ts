import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A shop's own booking system as the journeys see it: iCal feeds on a free loopback port, whose
 * content the journey sets (`feeds['/shop.ics'] = …`; a body starting with `<` is served as HTML). The journeys' server may fetch loopback
 * addresses (OUTBOUND_ALLOW_LOOPBACK in global-setup.ts); nothing else does.
 */
export async function startFakeCalendar(): Promise<{
  url: string;
  feeds: Record<string, string>;
  close(): Promise<void>;
}> {
  const feeds: Record<string, string> = {};
  const server: Server = createServer((req, res) => {
    const body = feeds[req.url ?? '/'];
    if (body === undefined) return void res.writeHead(404).end();
    // A page pasted instead of the export link (a login page) comes as HTML.
    const type = body.startsWith('<') ? 'text/html' : 'text/calendar';
    res.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    feeds,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The API keeps its connections alive: closing waits for none of them.
        server.closeAllConnections();
      }),
  };
}

/** One all-day event per range of ISO days (the last day included), as a shop's system would write them. */
export function allDayCalendar(ranges: readonly [string, string][]): string {
  const compact = (iso: string) => iso.replace(/-/g, '');
  const after = (iso: string) => {
    const d = new Date(`${iso}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  };
  const events = ranges.flatMap(([first, last], i) => [
    'BEGIN:VEVENT',
    `UID:shop-${i}@shop.example`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(first)}`,
    `DTEND;VALUE=DATE:${compact(after(last))}`,
    'SUMMARY:Rented in the shop',
    'END:VEVENT',
  ]);
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Shop//Bookings//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
}

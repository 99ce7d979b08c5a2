import ICAL from 'ical.js';
import { dateTimeFormat } from '@biclou/domain/formats';
import { localToInstant } from '@biclou/domain/listing-time-zone';
import { addDays } from '@biclou/domain/paris-calendar';

/** A busy span read from a feed: the bike is taken from `startsAt` up to, not including, `endsAt`. */
export interface ImportedSpan {
  startsAt: Date;
  endsAt: Date;
}

export class MalformedFeed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedFeed';
  }
}

interface FeedWindow {
  from: Date;
  to: Date;
  /** The listing's zone: all-day events are its local days, floating times its clock. */
  timeZone: string;
}

/** A feed that expands past these is cut there: enough for a shop, bounded for a hostile feed. */
const MAX_SPANS = 5_000;
const MAX_OCCURRENCES_PER_EVENT = 20_000;

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (t: ICAL.Time) => `${t.year}-${pad(t.month)}-${pad(t.day)}`;

function isIanaZone(tzid: string): boolean {
  try {
    dateTimeFormat('en-US', { timeZone: tzid });
    return true;
  } catch {
    return false;
  }
}

function midnight(date: string, timeZone: string): Date {
  // A midnight the spring change skips (rare zones) is read one hour later.
  const found = localToInstant({ date, time: '00:00' }, timeZone);
  if (found.kind !== 'nonexistent') return found.instant;
  const later = localToInstant({ date, time: '01:00' }, timeZone);
  if (later.kind === 'nonexistent') throw new MalformedFeed(`no midnight on ${date}`);
  return later.instant;
}

/**
 * Reads a time's instant. UTC as written; a TZID that names an IANA zone on that zone's clock; a TZID
 * the feed defines in its own VTIMEZONE through that definition (Outlook's "Romance Standard Time");
 * a floating time, or an unknown TZID, on the listing's clock.
 */
function instantOf(time: ICAL.Time, tzid: string | null, zones: Map<string, ICAL.Timezone>, listingZone: string) {
  if (time.zone?.tzid === 'UTC') return time.toJSDate();
  if (tzid && !isIanaZone(tzid) && zones.has(tzid)) {
    const zoned = time.clone();
    zoned.zone = zones.get(tzid)!;
    return zoned.toJSDate();
  }
  const zone = tzid && isIanaZone(tzid) ? tzid : listingZone;
  const local = { date: dayOf(time), time: `${pad(time.hour)}:${pad(time.minute)}` };
  const found = localToInstant(local, zone);
  if (found.kind !== 'nonexistent') return new Date(found.instant.getTime() + time.second * 1000);
  // A wall time the spring change skips: the instant an hour on, as calendar apps show it.
  const shifted = localToInstant({ ...local, time: `${pad((time.hour + 1) % 24)}:${pad(time.minute)}` }, zone);
  return shifted.kind === 'nonexistent' ? null : shifted.instant;
}

const tzidOf = (component: ICAL.Component, name: string) => {
  const value = component.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
};

/** Events that leave the time free: canceled, or marked "free" (TRANSP:TRANSPARENT). */
function isFree(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status === 'CANCELLED' || transp === 'TRANSPARENT';
}

interface Reader {
  zones: Map<string, ICAL.Timezone>;
  window: FeedWindow;
}

function spanOf(
  reader: Reader,
  component: ICAL.Component,
  start: ICAL.Time,
  end: ICAL.Time | null,
): ImportedSpan | null {
  const { timeZone } = reader.window;
  if (start.isDate) {
    const first = dayOf(start);
    const after = end && dayOf(end) > first ? dayOf(end) : addDays(first, 1);
    return { startsAt: midnight(first, timeZone), endsAt: midnight(after, timeZone) };
  }
  const startTz = tzidOf(component, 'dtstart');
  const startsAt = instantOf(start, startTz, reader.zones, timeZone);
  const endsAt = end ? instantOf(end, tzidOf(component, 'dtend') ?? startTz, reader.zones, timeZone) : null;
  if (!startsAt || !endsAt || endsAt <= startsAt) return null;
  return { startsAt, endsAt };
}

const inWindow = (span: ImportedSpan, w: FeedWindow) => span.endsAt > w.from && span.startsAt < w.to;

function rootOf(text: string): ICAL.Component {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (err) {
    throw new MalformedFeed(err instanceof Error ? err.message : 'unreadable');
  }
  const first = Array.isArray(parsed) && typeof parsed[0] !== 'string' ? parsed[0] : parsed;
  const root = new ICAL.Component(first as unknown[]);
  if (root.name !== 'vcalendar') throw new MalformedFeed(`a ${root.name}, not a calendar`);
  return root;
}

/**
 * The busy spans of an iCalendar feed inside the window, read by ical.js: recurring events expanded
 * (RRULE, RDATE, EXDATE, and the moved or canceled occurrences written with RECURRENCE-ID), all-day
 * events as the listing's local days, times on their TZID's clock. Canceled and "free" events block
 * nothing. Anything ical.js cannot read is a `MalformedFeed`.
 */
export function parseFeed(text: string, window: FeedWindow): ImportedSpan[] {
  const root = rootOf(text);
  const reader: Reader = { zones: new Map(), window };
  try {
    for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
      const zone = new ICAL.Timezone(vtimezone);
      if (zone.tzid) reader.zones.set(zone.tzid, zone);
    }
    const events = root.getAllSubcomponents('vevent');
    const exceptions = events.filter((c) => c.hasProperty('recurrence-id'));
    const spans: ImportedSpan[] = [];
    const keep = (span: ImportedSpan | null) => {
      if (span && inWindow(span, window) && spans.length < MAX_SPANS) spans.push(span);
    };
    for (const component of events) {
      if (component.hasProperty('recurrence-id')) continue;
      const event = new ICAL.Event(component, { strictExceptions: false });
      const uid = event.uid;
      for (const ex of exceptions) if (ex.getFirstPropertyValue('uid') === uid) event.relateException(ex);
      if (!event.startDate) throw new MalformedFeed(`event ${uid ?? '?'} has no start`);
      if (!event.isRecurring()) {
        if (!isFree(component)) keep(spanOf(reader, component, event.startDate, event.endDate));
        continue;
      }
      const occurrences = event.iterator();
      for (
        let i = 0, next = occurrences.next();
        next && i < MAX_OCCURRENCES_PER_EVENT;
        i++, next = occurrences.next()
      ) {
        const details = event.getOccurrenceDetails(next);
        const item = details.item.component;
        if (isFree(item)) continue;
        const span = spanOf(reader, item, details.startDate, details.endDate);
        if (span && span.startsAt >= window.to) break;
        keep(span);
      }
    }
    // A moved occurrence whose series is not in the feed stands alone.
    for (const ex of exceptions) {
      const uid = ex.getFirstPropertyValue('uid');
      if (events.some((c) => c !== ex && !c.hasProperty('recurrence-id') && c.getFirstPropertyValue('uid') === uid))
        continue;
      const event = new ICAL.Event(ex);
      if (!isFree(ex) && event.startDate) keep(spanOf(reader, ex, event.startDate, event.endDate));
    }
    return spans.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  } catch (err) {
    if (err instanceof MalformedFeed) throw err;
    throw new MalformedFeed(err instanceof Error ? err.message : 'unreadable');
  }
}

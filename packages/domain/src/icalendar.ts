// RFC 5545 writing: the listing's calendar as a VCALENDAR that Google Calendar, Apple Calendar and
// Outlook subscribe to. Pure text; the API reads the rows and hands the events in.

/** When an event starts or ends: an instant (written in UTC) or a calendar day (`VALUE=DATE`). */
export type CalendarTime = { instant: Date } | { date: string };

export interface CalendarEvent {
  /** Stable across reads and changes of the event, unique in the calendar. */
  uid: string;
  summary: string;
  start: CalendarTime;
  /** Exclusive, as RFC 5545 wants: the day after the last day of a day range. */
  end: CalendarTime;
  description?: string;
}

interface CalendarDocument {
  prodId: string;
  /** The calendar's name in the subscribing app (`X-WR-CALNAME`, read by Google and Apple). */
  name: string;
  /** When the document was written: every event's DTSTAMP. */
  now: Date;
  events: readonly CalendarEvent[];
}

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): CRLF then one space before each continuation,
 * never inside a UTF-8 sequence (a character is kept whole on one side of the fold).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `20260701T083000Z`: a DATE-TIME in UTC. */
export function formatUtc(at: Date): string {
  return (
    `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}` +
    `T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`
  );
}

function timeProperty(name: 'DTSTART' | 'DTEND', time: CalendarTime): string {
  return 'instant' in time ? `${name}:${formatUtc(time.instant)}` : `${name};VALUE=DATE:${time.date.replace(/-/g, '')}`;
}

/** The whole VCALENDAR: CRLF line ends, each line folded, one VEVENT per event in the given order. */
export function writeCalendar(doc: CalendarDocument): string {
  const stamp = formatUtc(doc.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${doc.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(doc.name)}`,
  ];
  for (const event of doc.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      timeProperty('DTSTART', event.start),
      timeProperty('DTEND', event.end),
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

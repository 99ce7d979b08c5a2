import type { HandoverReport, HandoverResponse } from '@biclou/contracts/handover';
import { CHECKLIST_ITEMS, type ChecklistItem, type ItemState } from '@biclou/domain/handover-checklist';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { formatKilometres, formatPercent } from '@biclou/domain/formats';
import { mailFormat } from '../../platform/mail/format';
import { colon } from '../../platform/mail/layout';
import type { MediaStorage } from '../media';

type Locale = 'en' | 'fr';

const TEXT = {
  en: {
    title: 'Handover report',
    booking: 'Booking',
    bike: 'Bike',
    dates: 'Pickup and return',
    owner: 'Owner',
    renter: 'Renter',
    checkin: 'Check-in (pickup)',
    checkout: 'Check-out (return)',
    none: 'No report was written.',
    submitted: 'Submitted',
    status: {
      submitted: 'Waiting for the renter',
      confirmed: 'Confirmed by the renter',
      contested: 'Contested by the renter',
    },
    comment: "Renter's comment",
    items: {
      frame: 'Frame',
      wheelsTyres: 'Wheels and tyres',
      brakes: 'Brakes',
      gearsChain: 'Gears and chain',
      lights: 'Lights',
      lockKeys: 'Lock and keys',
    },
    states: { ok: 'OK', damaged: 'Damaged', missing: 'Missing' },
    accessories: 'Accessories',
    present: 'present',
    absent: 'missing',
    battery: 'Battery',
    charger: 'Charger',
    odometer: 'Odometer',
    notes: 'Notes',
    photos: 'Photos (server time)',
    comparison: 'Differences at return',
    newDamage: 'New damage',
    missing: 'Missing',
    batteryDrop: 'Battery level',
    distance: (km: number) => `${formatKilometres(km, 'en')} ridden`,
    clean: 'No new damage, nothing missing.',
    yes: 'yes',
    no: 'no',
  },
  fr: {
    title: 'État des lieux',
    booking: 'Réservation',
    bike: 'Vélo',
    dates: 'Retrait et retour',
    owner: 'Propriétaire',
    renter: 'Locataire',
    checkin: 'Départ (remise du vélo)',
    checkout: 'Retour',
    none: "Aucun état des lieux n'a été rédigé.",
    submitted: 'Envoyé',
    status: {
      submitted: 'En attente du locataire',
      confirmed: 'Confirmé par le locataire',
      contested: 'Contesté par le locataire',
    },
    comment: 'Commentaire du locataire',
    items: {
      frame: 'Cadre',
      wheelsTyres: 'Roues et pneus',
      brakes: 'Freins',
      gearsChain: 'Vitesses et chaîne',
      lights: 'Éclairage',
      lockKeys: 'Antivol et clés',
    },
    states: { ok: 'OK', damaged: 'Abîmé', missing: 'Manquant' },
    accessories: 'Accessoires',
    present: 'présent',
    absent: 'manquant',
    battery: 'Batterie',
    charger: 'Chargeur',
    odometer: 'Compteur',
    notes: 'Notes',
    photos: 'Photos (heure du serveur)',
    comparison: 'Différences au retour',
    newDamage: 'Nouveaux dégâts',
    missing: 'Manquant',
    batteryDrop: 'Niveau de batterie',
    distance: (km: number) => `${formatKilometres(km, 'fr')} parcourus`,
    clean: 'Aucun nouveau dégât, rien ne manque.',
    yes: 'oui',
    no: 'non',
  },
} as const;

/**
 * The standard fonts write WinAnsi only: anything else (emoji, other scripts) becomes '?'. A thin
 * space becomes a space; French's narrow no-break space a no-break one, so "Dates :" stays on one
 * line; an arrow "->".
 */
const winAnsi = (s: string) =>
  s
    .replace(/\u2009/g, ' ')
    .replace(/→/g, '->')
    .replace(/\u202F/g, '\u00a0')
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u20AC\u2019\u2013\u2014\u2026\u0152\u0153]/g, '?')
    .replace(/[^\S\u00a0]+/g, ' ');

/** On the bike's clock, named: "5 déc. 2026, 00:00 (heure de Paris)". */
const dateTime = (iso: string, locale: Locale, timeZone: string) => mailFormat(locale).dateTime(iso, timeZone);

/** A line of body text, a photo's side and a row of photos with their time under them (points). */
const LINE = 14;
const PHOTO = 120;
const PHOTO_ROW = PHOTO + 24;

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([595, 842]);
    this.y = 800;
  }
  need(h: number) {
    if (this.y - h < 40) this.newPage();
  }
  line(text: string, opts: { size?: number; bold?: boolean; color?: [number, number, number] } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const words = winAnsi(text).split(' ');
    let current = '';
    const lines: string[] = [];
    for (const w of words) {
      const next = current ? `${current} ${w}` : w;
      if (font.widthOfTextAtSize(next, size) > 515 && current) {
        lines.push(current);
        current = w;
      } else current = next;
    }
    lines.push(current);
    for (const l of lines) {
      this.need(size + 4);
      this.page.drawText(l, { x: 40, y: this.y, size, font, color: rgb(...(opts.color ?? [0.1, 0.1, 0.1])) });
      this.y -= size + 4;
    }
  }
  /** A heading never ends a page: it starts the next one unless `keepWith` (what follows it) fits below it too. */
  heading(text: string, size: number, keepWith: number) {
    this.need(size + 4 + keepWith);
    this.line(text, { size, bold: true });
  }
  gap(h = 8) {
    this.y -= h;
  }
}

async function writeReport(
  w: Writer,
  t: (typeof TEXT)[Locale],
  locale: Locale,
  heading: string,
  report: HandoverReport | null,
  media: MediaStorage,
  keys: Map<string, string>,
  timeZone: string,
) {
  w.gap(6);
  w.heading(heading, 14, 2 * LINE);
  if (!report) {
    w.line(t.none);
    return;
  }
  w.line(
    `${t.submitted}${colon(locale)} ${dateTime(report.submittedAt, locale, timeZone)} · ${t.status[report.status]}`,
  );
  if (report.renterComment) w.line(`${t.comment}${colon(locale)} ${report.renterComment}`);
  w.gap(4);
  for (const item of CHECKLIST_ITEMS) {
    const state = report.checklist.items[item as ChecklistItem] as ItemState;
    w.line(`${t.items[item]}${colon(locale)} ${t.states[state]}`, {
      color: state === 'ok' ? undefined : [0.7, 0.1, 0.1],
    });
  }
  if (report.checklist.accessories.length)
    w.line(
      `${t.accessories}${colon(locale)} ${report.checklist.accessories.map((a) => `${a.name} (${a.present ? t.present : t.absent})`).join(', ')}`,
    );
  if (report.checklist.electric) {
    w.line(
      `${t.battery}${colon(locale)} ${report.batteryPercent === null ? '?' : formatPercent(report.batteryPercent, locale)}`,
    );
    w.line(`${t.charger}${colon(locale)} ${report.checklist.chargerPresent ? t.yes : t.no}`);
  }
  if (report.odometerKm !== null)
    w.line(`${t.odometer}${colon(locale)} ${formatKilometres(report.odometerKm, locale)}`);
  if (report.notes) w.line(`${t.notes}${colon(locale)} ${report.notes}`);
  w.gap(4);
  w.heading(t.photos, 10, report.photos.length ? PHOTO_ROW : LINE);
  let x = 40;
  const size = PHOTO;
  for (const photo of report.photos) {
    const key = keys.get(photo.id);
    const data = key ? await media.get(key) : null;
    if (!data) continue;
    const jpeg = await sharp(data)
      .resize(size * 2, size * 2, { fit: 'inside' })
      .jpeg({ quality: 70 })
      .toBuffer();
    const image = await w.doc.embedJpg(jpeg);
    const scaled = image.scaleToFit(size, size);
    if (x + size > 555) {
      x = 40;
      w.y -= PHOTO_ROW;
    }
    w.need(PHOTO_ROW);
    w.page.drawImage(image, { x, y: w.y - size, width: scaled.width, height: scaled.height });
    w.page.drawText(winAnsi(dateTime(photo.takenAt, locale, timeZone)), {
      x,
      y: w.y - size - 12,
      size: 7,
      font: w.font,
    });
    x += size + 8;
  }
  if (report.photos.length) w.y -= size + 28;
}

/** The printable report as a PDF (pdf-lib, standard fonts): both reports, their photos and the comparison. */
export async function handoverPdf(
  view: HandoverResponse,
  locale: Locale,
  media: MediaStorage,
  keys: Map<string, string>,
): Promise<Uint8Array> {
  const t = TEXT[locale];
  const doc = await PDFDocument.create();
  doc.setTitle(`${t.title} ${view.booking.ref}`);
  doc.setProducer('Biclou');
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  w.line(`Biclou · ${t.title}`, { size: 18, bold: true });
  w.gap(4);
  w.line(`${t.booking}${colon(locale)} ${view.booking.ref}`);
  w.line(`${t.bike}${colon(locale)} ${view.booking.listingTitle}`);
  const b = view.booking;
  w.line(`${t.dates}${colon(locale)} ${mailFormat(locale).times(b.pickupAt, b.returnAt, b.timeZone)}`);
  w.line(
    `${t.owner}${colon(locale)} ${view.booking.ownerName} · ${t.renter}${colon(locale)} ${view.booking.renterName}`,
  );
  await writeReport(w, t, locale, t.checkin, view.checkin, media, keys, view.booking.timeZone);
  await writeReport(w, t, locale, t.checkout, view.checkout, media, keys, view.booking.timeZone);
  const c = view.comparison;
  if (c) {
    w.gap(6);
    w.heading(t.comparison, 14, 2 * LINE);
    if (c.clean) w.line(t.clean);
    if (c.newDamage.length) w.line(`${t.newDamage}${colon(locale)} ${c.newDamage.map((i) => t.items[i]).join(', ')}`);
    const missing = [
      ...c.missingItems.map((i) => t.items[i]),
      ...c.missingAccessories,
      ...(c.chargerMissing ? [t.charger] : []),
    ];
    if (missing.length) w.line(`${t.missing}${colon(locale)} ${missing.join(', ')}`, { color: [0.7, 0.1, 0.1] });
    if (c.battery.checkin !== null && c.battery.checkout !== null)
      w.line(
        `${t.batteryDrop}${colon(locale)} ${formatPercent(c.battery.checkin, locale)} → ${formatPercent(c.battery.checkout, locale)}`,
      );
    if (c.distanceKm !== null) w.line(t.distance(c.distanceKm));
  }
  return doc.save();
}

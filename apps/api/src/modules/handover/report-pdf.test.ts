import type { HandoverReport, HandoverResponse } from '@biclou/contracts/handover';
import { describe, expect, it } from 'vitest';
import { testImage } from '../../test/listing-helpers';
import { pdfPages, pdfText, type PdfItem } from '../../test/pdf-items';
import type { MediaStorage } from '../media';
import { handoverPdf } from './report-pdf';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function report(
  kind: 'checkin' | 'checkout',
  o: { photos: number; notes: string; odometerKm: number },
): HandoverReport {
  const base = kind === 'checkin' ? 100 : 200;
  return {
    id: uuid(base),
    kind,
    status: 'confirmed',
    checklist: {
      items: { frame: 'ok', wheelsTyres: 'ok', brakes: 'ok', gearsChain: 'ok', lights: 'ok', lockKeys: 'ok' },
      accessories: [{ name: 'Helmet', present: true }],
      electric: true,
      chargerPresent: true,
    },
    batteryPercent: kind === 'checkin' ? 95 : 40,
    odometerKm: o.odometerKm,
    notes: o.notes,
    submittedAt: '2026-07-01T08:00:00.000Z',
    answeredAt: '2026-07-01T08:10:00.000Z',
    renterComment: null,
    photos: Array.from({ length: o.photos }, (_, i) => ({
      id: uuid(base + i + 1),
      url: `/photo/${i}`,
      width: 64,
      height: 48,
      takenAt: '2026-07-01T07:55:00.000Z',
    })),
  } as HandoverReport;
}

function view(o: { photos?: number; notes?: string } = {}): HandoverResponse {
  const photos = o.photos ?? 4;
  return {
    viewer: 'owner',
    booking: {
      id: uuid(1),
      ref: 'BK-2026-0001',
      status: 'completed',
      startDate: '2026-07-01',
      endDate: '2026-07-03',
      // 09:00 on the 1st to 18:30 on the 3rd in Paris (UTC+2 in July).
      pickupAt: '2026-07-01T07:00:00.000Z',
      returnAt: '2026-07-03T16:30:00.000Z',
      tookPlace: true,
      listingTitle: 'Gazelle Chamonix C5',
      timeZone: 'Europe/Paris',
      ownerName: 'Odile',
      renterName: 'Nina',
      electric: true,
    },
    accessories: ['Helmet'],
    refusal: { checkin: null, checkout: null },
    absence: { checkin: { absence: 'not-written', on: null }, checkout: { absence: 'not-written', on: null } },
    checkin: report('checkin', { photos, notes: o.notes ?? '', odometerKm: 1200 }),
    checkout: report('checkout', { photos, notes: '', odometerKm: 1262 }),
    drafts: { checkin: [], checkout: [] },
    comparison: {
      newDamage: [],
      missingItems: [],
      missingAccessories: [],
      chargerMissing: false,
      batteryDrop: 55,
      battery: { checkin: 95, checkout: 40 },
      distanceKm: 62,
      clean: true,
    },
  };
}

async function pdf(v: HandoverResponse, locale: 'en' | 'fr' = 'en') {
  const image = await testImage('jpeg');
  const media = { get: async () => image } as unknown as MediaStorage;
  const keys = new Map([...(v.checkin?.photos ?? []), ...(v.checkout?.photos ?? [])].map((p) => [p.id, `k/${p.id}`]));
  return handoverPdf(v, locale, media, keys);
}

const isHeading = (i: PdfItem | undefined) => i?.kind === 'text' && i.bold;

describe('handover report PDF', () => {
  it('says the kilometres ridden, as the page does (en, fr)', async () => {
    expect(await pdfText(await pdf(view()))).toContain('62 km ridden');
    expect(await pdfText(await pdf(view()))).toContain('Odometer: 1,262 km');
    expect(await pdfText(await pdf(view(), 'fr'))).toContain('Compteur\u00a0: 1\u00a0262\u00a0km');
    expect(await pdfText(await pdf(view(), 'fr'))).toContain('62\u00a0km parcourus');
  });

  it('writes French labels with a no-break space before the colon, English ones without', async () => {
    expect((await pdfText(await pdf(view(), 'fr'))).join('\n')).toMatch(/^Retrait et retour\u00a0: /m);
    expect((await pdfText(await pdf(view()))).join('\n')).toMatch(/^Pickup and return: /m);
  });

  it('writes the pickup and the return on the bike’s clock, named, the arrow as the fonts can draw it', async () => {
    const NB = '\u00a0';
    expect(await pdfText(await pdf(view(), 'fr'))).toContain(
      `Retrait et retour${NB}: mer. 1 juil., 09:00${NB}-> ven. 3 juil. 2026, 18:30 (heure de Paris)`,
    );
    expect(await pdfText(await pdf(view()))).toContain(
      `Pickup and return: Wed, Jul 1, 09:00${NB}-> Fri, Jul 3, 2026, 18:30 (Paris time)`,
    );
    // A morning in Zurich: one date, two times.
    const v = view();
    const morning = {
      ...v,
      booking: {
        ...v.booking,
        timeZone: 'Europe/Zurich',
        pickupAt: '2026-07-01T06:00:00.000Z',
        returnAt: '2026-07-01T10:00:00.000Z',
      },
    };
    expect(await pdfText(await pdf(morning, 'fr'))).toContain(
      `Retrait et retour${NB}: mer. 1 juil. 2026, 08:00${NB}-> 12:00 (heure de Zurich)`,
    );
  });

  it('keeps every heading with what follows it: never last on a page, a photo heading on the page of its first photo', async () => {
    const broken: string[] = [];
    // Longer and longer notes move every later heading down the page, through every position.
    for (let words = 0; words <= 720; words += 12) {
      const pages = await pdfPages(await pdf(view({ notes: 'lorem '.repeat(words).trim() })));
      expect(pages.length).toBeGreaterThan(1);
      pages.forEach((items, p) => {
        const last = items.at(-1);
        if (isHeading(last))
          broken.push(`${words} words: page ${p + 1} ends with "${(last as { text: string }).text}"`);
        items.forEach((item, i) => {
          if (
            isHeading(item) &&
            item.kind === 'text' &&
            item.text.startsWith('Photos') &&
            items[i + 1]?.kind !== 'image'
          )
            broken.push(`${words} words: page ${p + 1}: "${item.text}" without its first photo after it`);
        });
      });
    }
    expect(broken).toEqual([]);
  });
});

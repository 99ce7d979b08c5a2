import sharp from 'sharp';

/**
 * Demo photos drawn at seed time (there is no network): a side view of a bike as SVG, rendered
 * by sharp. Style follows the category, colours vary; three shots per bike: side, mirrored
 * side on another background, and a close-up of the drivetrain.
 */
export type BikeStyle =
  'city' | 'road' | 'mountain' | 'gravel' | 'cargo' | 'kids' | 'folding' | 'tandem' | 'bmx' | 'trailer';
export type BikeShot = 0 | 1 | 2;

interface BikePictureOptions {
  style: BikeStyle;
  frameColor: string;
  electric: boolean;
  shot: BikeShot;
  /** 0..n: picks the background palette. */
  scene: number;
}

export const PICTURE_WIDTH = 1200;
export const PICTURE_HEIGHT = 800;

const SCENES = [
  ['#dbeafe', '#eff6ff', '#86efac'],
  ['#fde68a', '#fff7ed', '#a3a3a3'],
  ['#e9d5ff', '#faf5ff', '#94a3b8'],
  ['#bae6fd', '#f0f9ff', '#4ade80'],
  ['#fecaca', '#fff1f2', '#d6d3d1'],
  ['#ccfbf1', '#f0fdfa', '#65a30d'],
] as const;

type Pt = readonly [number, number];
interface Geometry {
  rear: Pt;
  front: Pt;
  r: number;
  bb: Pt;
  seat: Pt;
  head: Pt;
  headLow: Pt;
}

function geometry(style: BikeStyle): Geometry {
  switch (style) {
    case 'kids':
      return {
        rear: [450, 560],
        front: [740, 560],
        r: 95,
        bb: [580, 570],
        seat: [555, 420],
        head: [715, 410],
        headLow: [728, 460],
      };
    case 'folding':
      return {
        rear: [410, 570],
        front: [800, 570],
        r: 85,
        bb: [590, 560],
        seat: [560, 330],
        head: [770, 320],
        headLow: [785, 420],
      };
    case 'bmx':
      return {
        rear: [420, 560],
        front: [790, 560],
        r: 110,
        bb: [590, 560],
        seat: [540, 430],
        head: [760, 400],
        headLow: [775, 460],
      };
    case 'tandem':
      return {
        rear: [250, 520],
        front: [950, 520],
        r: 140,
        bb: [600, 540],
        seat: [330, 330],
        head: [900, 320],
        headLow: [915, 390],
      };
    case 'cargo':
      return {
        rear: [300, 520],
        front: [930, 555],
        r: 140,
        bb: [460, 540],
        seat: [420, 330],
        head: [700, 320],
        headLow: [715, 400],
      };
    default:
      return {
        rear: [380, 520],
        front: [820, 520],
        r: 150,
        bb: [570, 540],
        seat: [530, 320],
        head: [775, 315],
        headLow: [792, 390],
      };
  }
}

const line = (a: Pt, b: Pt, color: string, w: number) =>
  `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>`;

function wheel([cx, cy]: Pt, r: number, tire: number, knobbly: boolean) {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return line([cx, cy], [cx + Math.cos(a) * (r - tire), cy + Math.sin(a) * (r - tire)], '#9ca3af', 2);
  }).join('');
  const dash = knobbly ? ' stroke-dasharray="10 5"' : '';
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#1f2937" stroke-width="${tire}"${dash}/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r - tire / 2 - 4}" fill="none" stroke="#d1d5db" stroke-width="5"/>${spokes}` +
    `<circle cx="${cx}" cy="${cy}" r="12" fill="#6b7280"/>`
  );
}

function handlebar(style: BikeStyle, [x, y]: Pt) {
  const top: Pt = [x - 10, y - 55];
  const stem = line([x, y], top, '#374151', 12);
  if (style === 'road' || style === 'gravel') {
    return `${stem}<path d="M${top[0]} ${top[1]} q55 0 55 35 q0 30 -30 30" fill="none" stroke="#111827" stroke-width="12" stroke-linecap="round"/>`;
  }
  if (style === 'city' || style === 'cargo' || style === 'kids') {
    return `${stem}<path d="M${top[0]} ${top[1]} q-10 -25 -60 -20" fill="none" stroke="#111827" stroke-width="11" stroke-linecap="round"/><circle cx="${top[0] - 62}" cy="${top[1] - 20}" r="9" fill="#78350f"/>`;
  }
  return `${stem}${line([top[0] - 45, top[1]], [top[0] + 25, top[1] - 6], '#111827', 11)}`;
}

function saddle([x, y]: Pt) {
  return `${line([x, y], [x - 8, y - 35], '#374151', 10)}<path d="M${x - 60} ${y - 42} q40 -22 95 -4 q-35 14 -95 4z" fill="#111827"/>`;
}

function bike(o: BikePictureOptions): string {
  if (o.style === 'trailer') return trailer(o.frameColor);
  const g = geometry(o.style);
  const c = o.frameColor;
  const tube = o.style === 'road' ? 14 : o.style === 'mountain' ? 22 : 18;
  const tire =
    o.style === 'road' ? 12 : o.style === 'mountain' || o.style === 'bmx' ? 26 : o.style === 'gravel' ? 18 : 16;
  const parts: string[] = [
    wheel(g.rear, g.r, tire, o.style === 'mountain' || o.style === 'gravel'),
    wheel(g.front, g.r, tire, o.style === 'mountain' || o.style === 'gravel'),
  ];
  if (o.style === 'cargo')
    parts.push(
      `<rect x="${g.headLow[0] + 10}" y="${g.front[1] - 230}" width="200" height="120" rx="10" fill="#92400e" stroke="#78350f" stroke-width="6"/>`,
      line(g.headLow, [g.front[0] - 40, g.front[1] - 100], c, tube),
    );
  parts.push(
    line(g.rear, g.bb, c, tube),
    line(g.rear, g.seat, c, tube - 4),
    line(g.bb, g.seat, c, tube),
    o.style === 'city'
      ? line([g.bb[0] + 20, g.bb[1] - 20], [g.headLow[0], g.headLow[1] + 20], c, tube)
      : line(g.seat, g.head, c, tube),
    line(g.bb, g.headLow, c, tube + 2),
    line(g.head, g.headLow, c, tube + 4),
    line(
      g.headLow,
      o.style === 'cargo' ? [g.front[0] - 40, g.front[1] - 100] : g.front,
      o.style === 'mountain' ? '#111827' : c,
      o.style === 'mountain' ? 16 : 10,
    ),
  );
  if (o.style === 'cargo') parts.push(line([g.front[0] - 40, g.front[1] - 100], g.front, c, 10));
  if (o.style === 'tandem') {
    const mid: Pt = [g.bb[0] + 120, g.seat[1]];
    parts.push(
      line(g.bb, mid, c, tube),
      line(mid, [mid[0], g.bb[1]], c, tube),
      saddle(mid),
      handlebar('mountain', [g.seat[0] + 90, g.seat[1] + 5]),
    );
  }
  if (o.style === 'city') {
    parts.push(
      `<path d="M${g.rear[0] - g.r} ${g.rear[1]} a${g.r} ${g.r} 0 0 1 ${g.r * 1.7} -${g.r * 0.5}" fill="none" stroke="${c}" stroke-width="8" opacity=".8"/>`,
    );
    parts.push(`<rect x="${g.rear[0] - 60}" y="${g.seat[1] + 35}" width="150" height="14" fill="#4b5563"/>`);
    parts.push(
      `<rect x="${g.head[0] + 10}" y="${g.head[1] + 10}" width="90" height="70" rx="8" fill="none" stroke="#a16207" stroke-width="8"/>`,
    );
  }
  if (o.electric)
    parts.push(
      `<rect x="${g.bb[0] + 30}" y="${g.bb[1] - 95}" width="120" height="44" rx="12" fill="#1f2937" transform="rotate(-30 ${g.bb[0] + 30} ${g.bb[1] - 95})"/><text x="${g.bb[0] + 45}" y="${g.bb[1] - 75}" font-family="sans-serif" font-size="22" fill="#facc15" transform="rotate(-30 ${g.bb[0] + 30} ${g.bb[1] - 95})">⚡ E</text>`,
    );
  parts.push(
    `<circle cx="${g.bb[0]}" cy="${g.bb[1]}" r="34" fill="none" stroke="#4b5563" stroke-width="8"/>`,
    line(g.bb, [g.bb[0] + 30, g.bb[1] + 60], '#374151', 10),
  );
  parts.push(line(g.bb, g.rear, '#6b7280', 3));
  parts.push(saddle(g.seat), handlebar(o.style, g.head));
  return parts.join('');
}

function trailer(color: string) {
  return (
    wheel([620, 560], 110, 18, false) +
    `<path d="M420 560 L460 330 Q480 300 520 300 L800 300 Q840 300 840 340 L840 560 Z" fill="${color}" stroke="#1f2937" stroke-width="8"/>` +
    `<rect x="480" y="330" width="160" height="150" rx="16" fill="#e0f2fe" opacity=".85"/>` +
    line([420, 560], [200, 600], '#374151', 12) +
    line([830, 330], [880, 160], '#374151', 4) +
    `<path d="M880 160 l70 20 l-70 22z" fill="#f97316"/>`
  );
}

function bikeSvg(o: BikePictureOptions): string {
  const [sky, light, ground] = SCENES[o.scene % SCENES.length]!;
  const mirrored = o.shot === 1;
  // The close-up zooms onto the drivetrain; the other shots show the whole bike.
  const viewBox = o.shot === 2 ? '330 300 600 400' : `0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect x="-200" y="-200" width="1600" height="1200" fill="url(#sky)"/>
<circle cx="${mirrored ? 200 : 1000}" cy="140" r="70" fill="#fef08a" opacity=".8"/>
<rect x="-200" y="675" width="1600" height="400" fill="${ground}"/>
<ellipse cx="600" cy="680" rx="420" ry="18" fill="#000" opacity=".12"/>
<g${mirrored ? ` transform="translate(${PICTURE_WIDTH} 0) scale(-1 1)"` : ''}>${bike(o)}</g>
</svg>`;
}

/** A JPEG of the drawing (JPEG encodes fastest; the image proxy serves WebP/AVIF variants). */
export function renderBikePicture(o: BikePictureOptions): Promise<Buffer> {
  return sharp(Buffer.from(bikeSvg(o)))
    .resize(PICTURE_WIDTH, PICTURE_HEIGHT)
    .jpeg({ quality: 78, mozjpeg: false })
    .toBuffer();
}

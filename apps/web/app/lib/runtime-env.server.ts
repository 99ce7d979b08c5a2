/** Read at run time (not inlined by the build): the API process decides the mode. */
export function isDevelopment(): boolean {
  return (globalThis.process?.env?.NODE_ENV ?? 'production') !== 'production';
}

/** Map tiles (public runtime configuration): any XYZ template; the pages work without tiles. */
export interface MapTilesConfig {
  url: string;
  attribution: string;
}

const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const DEFAULT_MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export function mapTilesConfig(): MapTilesConfig {
  const env = globalThis.process?.env ?? {};
  return {
    url: env.MAP_TILE_URL || DEFAULT_MAP_TILE_URL,
    attribution: env.MAP_TILE_ATTRIBUTION || DEFAULT_MAP_ATTRIBUTION,
  };
}

import type { Me } from '@biclou/contracts/account';
import type { SettingsResponse } from '@biclou/contracts/settings';
import type { MapTilesConfig } from '../lib/runtime-env.server';
import type { ThemePreference } from '../lib/theme/theme';

/**
 * What the root loader (root.tsx) hands every page: declared here, below the shell, so that what
 * reads it (useRootData) does not import the root route module that composes the whole app.
 */
export interface RootData {
  /** The signed-in member, null for a visitor. */
  user: Me | null;
  /** The public booking settings (spec §7); null when the API did not answer with them. */
  settings: SettingsResponse | null;
  theme: ThemePreference;
  /** The site's own origin, as the visitor reached it. */
  origin: string;
  isDev: boolean;
  requestId: string | null;
  mapTiles: MapTilesConfig;
}

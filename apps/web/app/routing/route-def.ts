import type { ForcedTheme } from '../lib/theme/theme';

/** Guard names of spec §6 / decisions "Accounts". */
export const GUARD_NAMES = ['auth', 'guest', 'role-admin', 'role-user', 'verified'] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

export const LAYOUT_NAMES = ['default', 'landing', 'search', 'admin'] as const;
export type LayoutName = (typeof LAYOUT_NAMES)[number];

/** How a dynamic segment is validated; a mismatch is a 404 'Page Not Found' (spec §8). */
export type ParamKind = 'uuid' | 'slug' | 'token';

/** One page of the site, as written in the route table. */
export interface RouteDefInput {
  /** Unique, kebab-case; also the i18n key of the page title (`titles.<id>`) when `title` is set. */
  id: string;
  /** Path without the locale prefix and without a leading slash ('' is the home page). */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  layout?: LayoutName;
  /** Nested shell inside the layout (dashboard side navigation). */
  shell?: 'dashboard';
  guards?: readonly string[];
  /** Whether the page has a title of its own ("{page} - Biclou"); else the tagline is used. */
  title?: boolean;
  theme?: ForcedTheme;
  params?: Readonly<Record<string, ParamKind>>;
  /** A developer tool (the dev mailbox): never indexed; its loader answers 404 where the API refuses it. */
  devOnly?: boolean;
}

export interface RouteDef extends Required<Pick<RouteDefInput, 'id' | 'path' | 'file' | 'layout' | 'title'>> {
  shell?: 'dashboard';
  guards: readonly GuardName[];
  theme?: ForcedTheme;
  params: Readonly<Record<string, ParamKind>>;
  devOnly: boolean;
}

import type { Me, UserResponse } from '../account';
import type { PlacesResponse } from '../places';
import type { SettingsResponse } from '../settings';
import { endpoint } from './define';

type UserBody = { user: Me };
export const getUser = /*#__PURE__*/ endpoint<UserResponse>()('GET', '/user');
export const logout = /*#__PURE__*/ endpoint<unknown>()('POST', '/logout');
export const updatePreferences = /*#__PURE__*/ endpoint<
  UserBody,
  { theme?: string; locale?: string; messageEmails?: boolean }
>()('PUT', '/account/preferences');
export const getSettings = /*#__PURE__*/ endpoint<SettingsResponse>()('GET', '/settings');
export const placeAutocomplete = /*#__PURE__*/ endpoint<PlacesResponse, undefined, { q: string; limit: number }>()(
  'GET',
  '/places/autocomplete',
);

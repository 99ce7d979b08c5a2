import type { z } from 'zod';
import type { Me, UpdatePreferencesRequestSchema, UserResponse } from '../account';
import type { PlaceAutocompleteQuerySchema, PlacesResponse } from '../places';
import type { SettingsResponse } from '../settings';
import { endpoint, type QueryInput } from './define';

type UserBody = { user: Me };
export const getUser = /*#__PURE__*/ endpoint<UserResponse>()('GET', '/user');
export const logout = /*#__PURE__*/ endpoint<unknown>()('POST', '/logout');
export const updatePreferences = /*#__PURE__*/ endpoint<UserBody, z.input<typeof UpdatePreferencesRequestSchema>>()(
  'PUT',
  '/account/preferences',
);
export const getSettings = /*#__PURE__*/ endpoint<SettingsResponse>()('GET', '/settings');
export const placeAutocomplete = /*#__PURE__*/ endpoint<
  PlacesResponse,
  undefined,
  QueryInput<z.input<typeof PlaceAutocompleteQuerySchema>>
>()('GET', '/places/autocomplete');

import type { z } from 'zod';
import type {
  ConfirmPhoneRequestSchema,
  DeleteAccountRequestSchema,
  Me,
  SendPhoneCodeRequestSchema,
  UpdatePasswordRequestSchema,
  UpdateProfileRequestSchema,
} from '../account';
import type { Device } from '../devices';
import type { AccountOpeningHoursResponse, UpdateOpeningHoursRequestSchema } from '../opening-hours';
import { endpoint } from './define';

type UserBody = { user: Me };
export const changePassword = /*#__PURE__*/ endpoint<unknown, z.input<typeof UpdatePasswordRequestSchema>>()(
  'PUT',
  '/account/password',
);
export const updateProfile = /*#__PURE__*/ endpoint<UserBody, z.input<typeof UpdateProfileRequestSchema>>()(
  'PUT',
  '/account/profile',
);
export const startPhoneVerification = /*#__PURE__*/ endpoint<unknown, z.input<typeof SendPhoneCodeRequestSchema>>()(
  'POST',
  '/account/phone',
);
export const confirmPhone = /*#__PURE__*/ endpoint<UserBody, z.input<typeof ConfirmPhoneRequestSchema>>()(
  'POST',
  '/account/phone/confirm',
);
export const deleteAccount = /*#__PURE__*/ endpoint<unknown, z.input<typeof DeleteAccountRequestSchema>>()(
  'DELETE',
  '/account',
);
export const getDefaultOpeningHours = /*#__PURE__*/ endpoint<AccountOpeningHoursResponse>()(
  'GET',
  '/account/opening-hours',
);
export const updateDefaultOpeningHours = /*#__PURE__*/ endpoint<
  AccountOpeningHoursResponse,
  z.input<typeof UpdateOpeningHoursRequestSchema>
>()('PUT', '/account/opening-hours');
export const geoCountry = /*#__PURE__*/ endpoint<{ country: string }>()('GET', '/geo/country');
export const listDevices = /*#__PURE__*/ endpoint<{ devices: Device[] }>()('GET', '/devices');
export const deleteDevice = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/devices/:deviceId');

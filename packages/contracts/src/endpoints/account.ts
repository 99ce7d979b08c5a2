import type { Me } from '../account';
import type { Device } from '../devices';
import { endpoint } from './define';

type UserBody = { user: Me };
export const changePassword = /*#__PURE__*/ endpoint<unknown, unknown>()('PUT', '/account/password');
export const updateProfile = /*#__PURE__*/ endpoint<UserBody, unknown>()('PUT', '/account/profile');
export const startPhoneVerification = /*#__PURE__*/ endpoint<unknown, { phone: string; country: string }>()(
  'POST',
  '/account/phone',
);
export const confirmPhone = /*#__PURE__*/ endpoint<UserBody, unknown>()('POST', '/account/phone/confirm');
export const deleteAccount = /*#__PURE__*/ endpoint<unknown, unknown>()('DELETE', '/account');
export const geoCountry = /*#__PURE__*/ endpoint<{ country: string }>()('GET', '/geo/country');
export const listDevices = /*#__PURE__*/ endpoint<{ devices: Device[] }>()('GET', '/devices');
export const deleteDevice = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/devices/:deviceId');

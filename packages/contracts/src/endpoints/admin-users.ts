import type { z } from 'zod';
import type {
  AdminAnonymiseRequest,
  AdminDashboardQuerySchema,
  AdminDashboardResponse,
  AdminDeviceListQuerySchema,
  AdminDeviceListResponse,
  AdminRoleRequest,
  AdminSuspendRequest,
  AdminUserDetailResponse,
  AdminUserListQuerySchema,
  AdminUserListResponse,
  AdminUserResponse,
} from '../admin-users';
import { endpoint, type QueryInput } from './define';

/** Admin users, devices and the dashboard. */
export const listAdminUsers = /*#__PURE__*/ endpoint<
  AdminUserListResponse,
  undefined,
  QueryInput<z.input<typeof AdminUserListQuerySchema>>
>()('GET', '/admin/users');
export const getAdminUser = /*#__PURE__*/ endpoint<AdminUserDetailResponse>()('GET', '/admin/users/:userId');
export const suspendAdminUser = /*#__PURE__*/ endpoint<AdminUserResponse, AdminSuspendRequest>()(
  'POST',
  '/admin/users/:userId/suspend',
);
export const unsuspendAdminUser = /*#__PURE__*/ endpoint<AdminUserResponse>()('POST', '/admin/users/:userId/unsuspend');
export const resendAdminUserVerification = /*#__PURE__*/ endpoint<AdminUserResponse>()(
  'POST',
  '/admin/users/:userId/resend-verification',
);
export const sendAdminUserPasswordReset = /*#__PURE__*/ endpoint<AdminUserResponse>()(
  'POST',
  '/admin/users/:userId/password-reset',
);
export const setAdminUserRole = /*#__PURE__*/ endpoint<AdminUserResponse, AdminRoleRequest>()(
  'PUT',
  '/admin/users/:userId/role',
);
export const anonymiseAdminUser = /*#__PURE__*/ endpoint<AdminUserResponse, AdminAnonymiseRequest>()(
  'POST',
  '/admin/users/:userId/anonymise',
);
export const listAdminDevices = /*#__PURE__*/ endpoint<
  AdminDeviceListResponse,
  undefined,
  QueryInput<z.input<typeof AdminDeviceListQuerySchema>>
>()('GET', '/admin/devices');
export const revokeAdminDevice = /*#__PURE__*/ endpoint<unknown>()('DELETE', '/admin/devices/:deviceId');
export const getAdminDashboard = /*#__PURE__*/ endpoint<
  AdminDashboardResponse,
  undefined,
  QueryInput<z.input<typeof AdminDashboardQuerySchema>>
>()('GET', '/admin/dashboard');

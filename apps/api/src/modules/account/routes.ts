import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteAccountRequestSchema,
  MessageResponseSchema,
  UpdatePasswordRequestSchema,
  UpdatePreferencesRequestSchema,
  UpdateProfileRequestSchema,
  UserResponseSchema,
} from '@biclou/contracts/account';
import { AccountOpeningHoursResponseSchema, UpdateOpeningHoursRequestSchema } from '@biclou/contracts/opening-hours';
import { requireUser } from '../../platform/auth/guards';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { clearSessionCookie } from '../auth';
import { defaultHoursView, updateDefaultOpeningHours } from './default-opening-hours';
import { deleteAccount } from './delete-account';
import { updatePassword } from './update-password';
import { updatePreferences } from './update-preferences';
import { updateProfile } from './update-profile';

const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/account/profile',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Save the profile (also as POST multipart/form-data with _method=PUT)',
        body: UpdateProfileRequestSchema,
        response: { 200: UserResponseSchema, ...errors(401, 422) },
      },
    },
    async (request) => updateProfile(contextOf(request), requireUser(request).user, request.body),
  );

  app.put(
    '/account/preferences',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Language, appearance and "email me about new messages" (messageEmails)',
        body: UpdatePreferencesRequestSchema,
        response: { 200: UserResponseSchema, ...errors(401, 422) },
      },
    },
    async (request) => updatePreferences(contextOf(request), requireUser(request).user, request.body),
  );

  app.get(
    '/account/opening-hours',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary:
          "The owner's default opening hours (null: the marketplace's), which listings without hours of their own follow",
        response: { 200: AccountOpeningHoursResponseSchema, ...errors(401) },
      },
    },
    async (request) => defaultHoursView(requireUser(request).user.defaultOpeningHours),
  );

  app.put(
    '/account/opening-hours',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: "Set the owner's default opening hours, or null to follow the marketplace's",
        body: UpdateOpeningHoursRequestSchema,
        response: { 200: AccountOpeningHoursResponseSchema, ...errors(401, 422) },
      },
    },
    async (request) => updateDefaultOpeningHours(contextOf(request), requireUser(request).user, request.body),
  );

  app.put(
    '/account/password',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Change the password; other devices are logged out',
        body: UpdatePasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errors(401, 422, 429) },
      },
    },
    async (request) => {
      const { user, session } = requireUser(request);
      return updatePassword(contextOf(request), user, session, request.body);
    },
  );

  app.delete(
    '/account',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Delete (anonymise) the account',
        body: DeleteAccountRequestSchema,
        response: { 200: MessageResponseSchema, ...errors(401, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const result = await deleteAccount(contextOf(request), requireUser(request).user, request.body.password);
      clearSessionCookie(reply, app.deps.config);
      return result;
    },
  );
};

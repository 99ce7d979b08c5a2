import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmPhoneRequestSchema,
  MessageResponseSchema,
  SendPhoneCodeRequestSchema,
  UserResponseSchema,
} from '@biclou/contracts/account';
import { requireUser } from '../../platform/auth/guards';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { confirmPhone } from './confirm-phone';
import { sendPhoneCode } from './send-phone-code';

const tags = ['account'];

export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/phone',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Text a 6-digit confirmation code to a phone number',
        body: SendPhoneCodeRequestSchema,
        response: { 202: MessageResponseSchema, ...errors(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const { message } = await sendPhoneCode(contextOf(request), requireUser(request).user, request.body);
      return reply.status(202).send({ message });
    },
  );

  app.post(
    '/account/phone/confirm',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Confirm the phone with the code (10 minutes, 5 attempts)',
        body: ConfirmPhoneRequestSchema,
        response: { 200: UserResponseSchema, ...errors(401, 422, 429) },
      },
    },
    async (request) => confirmPhone(contextOf(request), requireUser(request).user, request.body.code),
  );
};

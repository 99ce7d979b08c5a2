import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactRequestSchema, ContactResponseSchema } from '@biclou/contracts/contact';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { sendContactMessage } from './send-contact-message';

const tags = ['contact'];

/** The contact form (decisions "Contact us"): anyone may write; a signed-in sender is linked to the message. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { guard: 'public', keepsPageCache: true },
      schema: {
        tags,
        summary:
          'Send a message to the team: stored, emailed to CONTACT_EMAIL, confirmed to the sender in `locale`; one a minute per address',
        body: ContactRequestSchema,
        response: { 201: ContactResponseSchema, ...errors(422, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendContactMessage(contextOf(request), request.body, request.user?.id ?? null)),
  );
};

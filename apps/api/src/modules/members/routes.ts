import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MemberParamsSchema, PublicMemberSchema } from '@biclou/contracts/members';
import { AppError } from '../../platform/http/app-error';
import { errors } from '../../platform/http/schemas';
import { findPublicMemberPage } from './repository';

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members/:userId',
    {
      config: { guard: 'public' },
      schema: {
        tags: ['members'],
        summary:
          'Public member page: first name, spoken languages, member since, bookings on their bikes and how many they canceled',
        params: MemberParamsSchema,
        response: { 200: PublicMemberSchema, ...errors(404, 422) },
      },
    },
    async (request) => {
      const member = await findPublicMemberPage(app.deps.db, request.params.userId);
      if (!member) throw AppError.notFound('Member not found');
      return {
        id: member.id,
        firstname: member.firstname,
        spokenLanguages: member.spokenLanguages,
        memberSince: member.createdAt.toISOString(),
        hostRecord: { bookings: member.bookings, canceled: member.canceled },
      };
    },
  );
};

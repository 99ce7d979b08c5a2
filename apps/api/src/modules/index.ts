import type { FastifyPluginAsync } from 'fastify';

/** Every feature module mounted under /api/v1. Add new modules here. */
export const apiModules: FastifyPluginAsync[] = [];

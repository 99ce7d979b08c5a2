import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { logCspReports } from './log-csp-reports';

/** Largest report body read (browsers send a few kB); larger is a 413. */
const CSP_REPORT_BODY_LIMIT = 64 * 1024;

/**
 * Where browsers report Content Security Policy violations (`report-uri` and `report-to` of the
 * policy, platform/http/csp.ts). Its own plugin, so the body arrives as text whatever its type
 * (`application/csp-report`, `application/reports+json`, `application/json`) without changing how
 * other routes parse JSON. Public, no CSRF header: browsers send reports on their own.
 */
export const cspReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/csp-reports',
    {
      // A browser's report carries its cookies and maybe no Origin: no session is read for it.
      config: { guard: 'public', sessionless: true, keepsPageCache: true },
      schema: {
        tags: ['system'],
        summary: 'A browser reports Content Security Policy violations; they go to the logs',
        description:
          'Accepts `application/csp-report` (report-uri) and `application/reports+json` (report-to, ' +
          'Reporting-Endpoints), up to 64 kB. 204 once logged; 422 when the body is not JSON of either format; 429 past ' +
          '60 requests a minute from one address, 413 above the size limit.',
        response: { 204: z.null(), ...errors(413, 422, 429) },
      },
    },
    async (request, reply) => {
      await logCspReports(contextOf(request), typeof request.body === 'string' ? request.body : '');
      return reply.status(204).send(null);
    },
  );
};

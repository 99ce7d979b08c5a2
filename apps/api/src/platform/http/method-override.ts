import type { FastifyInstance, RouteHandlerMethod, RouteOptions } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error';
import { formFieldsToBody } from './form-data';
import { readFormFields } from './read-form-fields';
import { validateInput } from './validate-input';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks the POST twin of a PUT route, so it is not twinned again. */
    methodOverrideTwin?: boolean;
    /** `false` on a JSON-only PUT whose URL already has a POST of its own (e.g. photo upload vs reorder). */
    methodOverride?: false;
  }
}

/**
 * Spec §7: the web client sends a PUT whose body is form-data as a POST with `_method=PUT`.
 * Every PUT route of the scope gets a POST twin on the same URL that reads the multipart
 * fields, requires `_method=PUT`, validates them with the PUT's own body schema, and runs the
 * PUT handler. Call before the routes are registered. (A URL that also needs a POST of its
 * own must handle `_method` itself.)
 */
export function enableMethodOverride(scope: FastifyInstance) {
  scope.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    if (!methods.includes('PUT') || route.config?.methodOverrideTwin || route.config?.methodOverride === false) return;
    const bodySchema = route.schema?.body as z.ZodType | undefined;
    const handler = route.handler as RouteHandlerMethod;
    const { body: _body, ...schema } = route.schema ?? {};

    scope.route({
      method: 'POST',
      url: route.url.slice(scope.prefix.length) || '/',
      config: { methodOverrideTwin: true, guard: route.config?.guard },
      // The PUT's own guards run first, as they would for the PUT itself.
      onRequest: route.onRequest,
      schema: {
        ...schema,
        summary: `${schema.summary ?? ''} (multipart/form-data with _method=PUT)`.trim(),
        consumes: ['multipart/form-data'],
      },
      async preHandler(request) {
        const notFound = AppError.notFound(`Route POST ${request.url.split('?')[0]} not found`);
        if (!request.isMultipart()) throw notFound;
        const fields = await readFormFields(request);
        if (fields.get('_method')?.[0]?.toUpperCase() !== 'PUT') throw notFound;
        fields.delete('_method');
        const candidate = formFieldsToBody(fields, bodySchema ?? ({ shape: {} } as never));
        const checked = validateInput(bodySchema ?? z.unknown(), candidate);
        if ('error' in checked) throw checked.error;
        request.body = checked.value;
      },
      handler,
    });
  });
}

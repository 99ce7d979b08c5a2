import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { ErrorCode, type ErrorResponse } from '@biclou/contracts/errors';
import { AppError } from './app-error';
import { bodyLimitOf, bodyTooLarge } from './body-limit';
import { inLanguage, messageLanguage } from './message-language';

/**
 * Every error answer leaves here, its message and field messages in the language the request asks
 * (`Accept-Language`), each a sentence of the catalogue.
 */
function send(reply: FastifyReply, status: number, body: ErrorResponse) {
  const language = messageLanguage(reply.request.headers['accept-language']);
  const say = (message: string) => inLanguage(message, language);
  const { fields, ...error } = body.error;
  const worded = {
    ...error,
    message: say(error.message),
    ...(fields && {
      fields: Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map(say)])),
    }),
  };
  return reply.status(status).type('application/json').send({ error: worded });
}

const BAD_URL_MESSAGE = 'The address is not valid: bad percent-encoding, or not UTF-8.';

const UNREADABLE_BODY_MESSAGE = 'The request body could not be read.';
const EMPTY_BODY_MESSAGE = 'The request body is empty.';
const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'This kind of content is not accepted here.';
const BAD_REQUEST_MESSAGE = 'This request is not valid.';

/**
 * Fastify's own refusals of a body, by code, in the catalogue's words: its messages name its
 * internals ("Body is not valid JSON but content-type is set to 'application/json'") and have no
 * translation. Any other refusal gets the sentence of its status.
 */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: UNREADABLE_BODY_MESSAGE,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: UNREADABLE_BODY_MESSAGE,
  FST_ERR_CTP_EMPTY_JSON_BODY: EMPTY_BODY_MESSAGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: UNSUPPORTED_MEDIA_TYPE_MESSAGE,
};
const clientErrorMessage = (error: FastifyError, status: number) =>
  FASTIFY_MESSAGES[error.code] ?? (status === 415 ? UNSUPPORTED_MEDIA_TYPE_MESSAGE : BAD_REQUEST_MESSAGE);

/**
 * Fastify's own early refusals (a path that is not valid UTF-8, a path parameter over 100
 * characters), before any route runs: answered in the API's error format like any other.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  const tooLong = (error as FastifyError).code === 'FST_ERR_MAX_PARAM_LENGTH';
  return sendAppError(
    reply,
    tooLong
      ? new AppError(ErrorCode.badRequest, 414, 'The address is too long.')
      : AppError.field('_', BAD_URL_MESSAGE),
  );
};

function sendAppError(reply: FastifyReply, error: AppError) {
  if (error.headers) void reply.headers(error.headers);
  return send(reply, error.status, { error: { code: error.code, message: error.message, fields: error.fields } });
}

/** A 500 says nothing of the cause, only the request's id: the log line under it has the rest. */
const internalError = (requestId: string): ErrorResponse => ({
  error: { code: ErrorCode.internal, message: 'Something went wrong', requestId },
});

/** One handler for every error: field errors are 422, 5xx never carry internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response serialisation failed');
      return send(reply, 500, internalError(request.id));
    }
    const status = error.statusCode ?? 500;
    // Fastify's own (a body read past the route's cap): the same words as ours, and the connection closes.
    if (status === 413) return sendAppError(reply, bodyTooLarge(bodyLimitOf(request)));
    if (status === 429) {
      // A 429 from anywhere else (a plugin) still says when to come back, the same way.
      const limited = AppError.rateLimited(Number(reply.getHeader('retry-after')) || 60);
      void reply.headers(limited.headers!);
      return send(reply, 429, { error: { code: limited.code, message: limited.message } });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported media type...: the client's fault, said plainly (Fastify's own words go to the log).
      request.log.debug({ err: error }, 'request refused');
      const code = status === 415 ? 'unsupported_media_type' : 'bad_request';
      const message = clientErrorMessage(error, status);
      return send(reply, status === 400 ? 422 : status, {
        error: {
          code: status === 400 ? ErrorCode.validation : code,
          message,
          fields: status === 400 ? { _: [message] } : undefined,
        },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, internalError(request.id));
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, {
      error: { code: ErrorCode.notFound, message: `Route ${request.method} ${request.url.split('?')[0]} not found` },
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@biclou/contracts/errors';
import { AppError } from './app-error';

/**
 * The deepest nesting a JSON body may have. The API's deepest body (booking settings: the
 * cancellation options, each an object of rates) is 3 levels; 32 leaves room for any client's
 * envelope while nothing downstream (the unsafe-text walk, zod, JSON.stringify) meets a body deep
 * enough to exhaust the stack.
 */
const MAX_JSON_DEPTH = 32;

const JSON_TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text opens more than `max` objects or arrays inside one another, read in one pass
 * without recursion (brackets inside strings do not count). The text need not be valid JSON: the
 * parser that follows refuses what is malformed.
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return false;
}

/**
 * Every JSON body is measured before it is parsed: past `MAX_JSON_DEPTH` it is a 400, so no
 * recursive code after the parser (the unsafe-text check, validation, serialisation) sees it.
 * The rest is Fastify's own parser, prototype-poisoning protection included.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw);
    if (jsonDeeperThan(body, MAX_JSON_DEPTH))
      return done(new AppError(ErrorCode.badRequest, 400, JSON_TOO_DEEP_MESSAGE), undefined);
    return parse(request, body, done);
  });
}

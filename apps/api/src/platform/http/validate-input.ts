import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { UNSAFE_TEXT_MESSAGE, unsafeTextPaths } from '@biclou/domain/safe-text';
import { AppError } from './app-error';

/** Zod issues as `{ field: [messages] }`; the path is joined with dots (`phone`, `languages.0`), '_' for the whole input. */
function fieldsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  return fields;
}

/**
 * The one way an input (body, query, path parameters, form fields) is checked against its schema:
 * first no text anywhere in it may hold a NUL byte or a lone UTF-16 surrogate (whatever the field's
 * own schema says), then the zod schema. A refusal is a 422 naming the fields.
 */
export function validateInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { value: z.output<S> } | { error: AppError } {
  const unsafe = unsafeTextPaths(data);
  if (unsafe.length)
    return { error: AppError.validation(Object.fromEntries(unsafe.map((path) => [path, [UNSAFE_TEXT_MESSAGE]]))) };
  const parsed = schema.safeParse(data);
  return parsed.success
    ? { value: parsed.data }
    : { error: AppError.validation(fieldsFromIssues(parsed.error.issues)) };
}

/** Fastify's validator for every route schema: `validateInput`, so its AppError reaches the error handler as is. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    validateInput(schema, data);

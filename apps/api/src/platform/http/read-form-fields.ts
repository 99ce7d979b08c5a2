import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Caps of a `_method=PUT` form: how many text fields, and how long each may be. */
const FORM_LIMITS = { fields: 200, fieldBytes: 64 * 1024 } as const;
const UNREADABLE_FORM_MESSAGE = 'The form could not be read.';
const FIELD_TOO_LONG_MESSAGE = 'This field is too long.';

/** A multipart body that cannot be parsed (no or wrong boundary, cut short, over a limit) is the client's fault: 422. */
function unreadableForm(err: unknown): AppError {
  return err instanceof AppError ? err : AppError.field('_', UNREADABLE_FORM_MESSAGE);
}

/**
 * Reads every text field of a multipart body (files are drained and ignored), key → values in
 * order. Broken multipart and a field over `FORM_LIMITS.fieldBytes` are 422s, never 500s.
 */
export async function readFormFields(request: FastifyRequest): Promise<Map<string, string[]>> {
  const fields = new Map<string, string[]>();
  try {
    for await (const part of request.parts({
      limits: { fields: FORM_LIMITS.fields, fieldSize: FORM_LIMITS.fieldBytes },
    })) {
      if (part.type === 'file') {
        part.file.resume(); // no form takes files
        continue;
      }
      if (part.valueTruncated) throw AppError.field(part.fieldname, FIELD_TOO_LONG_MESSAGE);
      fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), String(part.value)]);
    }
  } catch (err) {
    throw unreadableForm(err);
  }
  return fields;
}

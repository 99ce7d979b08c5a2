import { CONTACT_MESSAGES, type ContactRequestSchema } from '@biclou/contracts/contact';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { deliverMail } from '../../platform/mail/mailer';
import { consumeOrThrow, RATE_RULES } from '../../platform/rate-limit/rate-limiter';
import { confirmationMail, teamMail } from './contact-mails';
import { insertContactMessage } from './contact-repository';

type ContactInput = z.output<typeof ContactRequestSchema>;

/**
 * A message to the team: stored, emailed to the team (CONTACT_EMAIL) and acknowledged to the
 * sender in the page's language. One message a minute per address (a second rapid send is a 429
 * with the wait). A filled honeypot gets the very same answer, and nothing is stored, sent or counted.
 */
export async function sendContactMessage(ctx: RequestContext, input: ContactInput, userId: string | null) {
  const answer = { message: CONTACT_MESSAGES.sent };
  if (input.website?.trim()) {
    ctx.log.info({ honeypot: true }, 'contact form: honeypot filled, message dropped');
    return answer;
  }
  const { deps } = ctx;
  await consumeOrThrow(
    deps.rateLimiter,
    [
      [RATE_RULES.contactEmail, input.email],
      [RATE_RULES.contactEmailDay, input.email],
      [RATE_RULES.contactIp, ctx.ip],
    ],
    AppError.rateLimited,
  );
  const row = await insertContactMessage(deps.db, {
    topic: input.topic,
    email: input.email,
    message: input.message,
    bookingRef: input.bookingRef ?? null,
    locale: input.locale ?? 'en',
    userId,
  });
  await deliverMail(deps.mailer, teamMail(deps.config, row), ctx.log);
  await deliverMail(deps.mailer, confirmationMail(deps.config, row), ctx.log);
  return answer;
}

import { z } from './zod';
import { EmailSchema, LocaleSchema } from './account';

import { CONTACT_TOPICS } from './contact-constants';

export { type ContactTopic } from './contact-constants';

const CONTACT_MESSAGE_MIN = 20;
const CONTACT_MESSAGE_MAX = 5000;
/** A booking's reference as the product shows it: `BK-7Q4M9XKD` (letters and digits, no 0/O/1/I). */
const BOOKING_REF_PATTERN = /^BK-[A-Z0-9]{8}$/;

export const CONTACT_MESSAGES = {
  topic: 'Choose a topic.',
  message: `Write your message (at least ${CONTACT_MESSAGE_MIN} characters).`,
  messageMax: `Your message may not be longer than ${CONTACT_MESSAGE_MAX} characters.`,
  bookingRef: 'A booking reference looks like BK-7Q4M9XKD.',
  /** The answer to every accepted message, and to the honeypot's bots: nothing tells them apart. */
  sent: 'Thank you! Your message has been sent.',
} as const;

/**
 * POST /contact — a message to the team. `website` is a honeypot: a field people never see and
 * bots fill in; a message that has it gets the same answer but is neither stored nor sent.
 * `locale` is the page's language, the one the confirmation email is written in.
 */
export const ContactRequestSchema = z.object({
  topic: z.enum(CONTACT_TOPICS, { message: CONTACT_MESSAGES.topic }),
  email: EmailSchema,
  message: z
    .string({ message: CONTACT_MESSAGES.message })
    .trim()
    .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.message)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageMax),
  /** Optional; an empty field is no reference. Lower case and spaces around are forgiven. */
  bookingRef: z
    .string({ message: CONTACT_MESSAGES.bookingRef })
    .trim()
    .toUpperCase()
    .refine((ref) => ref === '' || BOOKING_REF_PATTERN.test(ref), CONTACT_MESSAGES.bookingRef)
    .transform((ref) => ref || undefined)
    .optional(),
  locale: LocaleSchema.optional(),
  website: z.string().max(2000).optional(),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

import { isPhoneCountry, PHONE_COUNTRY_MESSAGE } from '@biclou/domain/phone';
import { z } from './zod';
import { isoDate } from './dates';
import { PASSWORD_MIN, PASSWORD_MAX } from './account-constants';

export const LocaleSchema = z.enum(['en', 'fr']);
const ThemeSchema = z.enum(['system', 'light', 'dark']);
/** Biclou's own countries: where listings are (their address) and where owners are paid (SEPA). */
export const CountryCodeSchema = z.enum(['FR', 'CH', 'BE', 'LU'], {
  message: 'Choose France, Switzerland, Belgium or Luxembourg.',
});
/** The selector of the phone input: any country of libphonenumber's metadata (renters are often tourists). */
const PhoneCountryCodeSchema = z
  .string({ message: PHONE_COUNTRY_MESSAGE })
  .refine(isPhoneCountry, PHONE_COUNTRY_MESSAGE);
/** ISO 639-1 codes a member can say they speak. */
export const SpokenLanguageSchema = z.enum(['fr', 'en', 'de', 'nl', 'it', 'es', 'pt', 'lb', 'ar', 'zh']);

export { PASSWORD_MIN, PASSWORD_MAX } from './account-constants';
export const PasswordSchema = z
  .string({ message: 'The password must be at least 8 characters.' })
  .min(PASSWORD_MIN, 'The password must be at least 8 characters.')
  .max(PASSWORD_MAX, 'The password may not be longer than 128 characters.');

export const EmailSchema = z
  .string({ message: 'Enter a valid email address.' })
  .trim()
  .max(254, 'Enter a valid email address.')
  .pipe(z.email('Enter a valid email address.'))
  .transform((e) => e.toLowerCase());

/** The signed-in user's own view of their account (never sent to anyone else). */
export const MeSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(['user', 'admin']),
  firstname: z.string(),
  lastname: z.string(),
  country: CountryCodeSchema.nullable(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  isPro: z.boolean(),
  siret: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  birthdate: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  spokenLanguages: z.array(z.string()),
  termsAcceptedAt: z.string().nullable(),
  locale: LocaleSchema,
  theme: ThemeSchema,
  /** "Email me about new messages" (default on). */
  messageEmails: z.boolean(),
  createdAt: z.string(),
  profileCompleted: z.boolean(),
  missingProfileFields: z.array(z.string()),
});
export type Me = z.infer<typeof MeSchema>;
export const UserResponseSchema = z.object({ user: MeSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).nullable().optional();

/** PUT /account/profile — every profile field of spec §3 except banking. */
export const UpdateProfileRequestSchema = z.object({
  firstname: z
    .string()
    .trim()
    .min(1, 'The first name is required.')
    .max(100, 'The first name may not be longer than 100 characters.'),
  lastname: z
    .string()
    .trim()
    .min(1, 'The last name is required.')
    .max(100, 'The last name may not be longer than 100 characters.'),
  country: CountryCodeSchema.nullable().optional(),
  isPro: z.boolean().default(false),
  siret: z.string().trim().max(20, 'The SIRET number must have 14 digits.').nullable().optional(),
  description: optionalText(2000, 'The description may not be longer than 2000 characters.'),
  website: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, message: 'Enter a valid web address (https://…).' }).max(255)])
    .nullable()
    .optional(),
  birthdate: isoDate('Enter a valid date.').nullable().optional(),
  address: optionalText(255, 'The address may not be longer than 255 characters.'),
  postalCode: optionalText(16, 'The postal code may not be longer than 16 characters.'),
  city: optionalText(100, 'The city may not be longer than 100 characters.'),
  spokenLanguages: z.array(SpokenLanguageSchema).max(10).default([]),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

/** PUT /account/preferences */
export const UpdatePreferencesRequestSchema = z.object({
  locale: LocaleSchema.optional(),
  theme: ThemeSchema.optional(),
  messageEmails: z.boolean({ message: 'Choose on or off.' }).optional(),
});

/** The password typed again before a sensitive change (decisions "Sweep: sessions expire, sensitive changes ask for the password"). */
export const CurrentPasswordSchema = z
  .string({ message: 'Enter your current password.' })
  .min(1, 'Enter your current password.')
  .max(PASSWORD_MAX);

/** PUT /account/password */
export const UpdatePasswordRequestSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  password: PasswordSchema,
});

/** DELETE /account */
export const DeleteAccountRequestSchema = z.object({
  password: z.string().min(1, 'Enter your password to confirm.').max(PASSWORD_MAX),
});

/** POST /account/phone — send a confirmation code. Rules of spec §5/§9. */
export const PHONE_MAX_LENGTH = 25;
const PHONE_TEXT_MAX = 250;
export const SendPhoneCodeRequestSchema = z.object({
  phone: z.string().max(PHONE_TEXT_MAX, 'Enter a valid phone number.'),
  country: PhoneCountryCodeSchema,
});
/** POST /account/phone/confirm */
export const ConfirmPhoneRequestSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'The code has 6 digits.') });

/** GET /geo/country — default phone country from an IP-to-country lookup (falls back to FR). */
export const GeoCountryResponseSchema = z.object({
  country: z.string().length(2),
  source: z.enum(['lookup', 'fallback']),
  error: z.string().optional(),
});

export const MessageResponseSchema = z.object({ message: z.string() });

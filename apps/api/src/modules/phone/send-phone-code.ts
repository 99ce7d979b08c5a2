import { HOME_COUNTRIES, normalizePhone } from '@biclou/domain/phone';
import { hmacHex, randomSixDigitCode } from '../../platform/auth/tokens';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { renderSms } from '../../platform/mail/catalogue';
import { consumeOrThrow, RATE_RULES, type RateCheck } from '../../platform/rate-limit/rate-limiter';
import type { UserRow } from '../users';
import { insertPhoneCode, retirePhoneCodes } from './phone-code-repository';

/** Decisions "Accounts": 6 digits, valid 10 minutes, at most 5 attempts. */
const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

/** Codes are stored as an HMAC with the server secret: a leaked table does not reveal 6 digits one could brute-force. */
export const phoneCodeHash = (secret: string, userId: string, code: string) =>
  hmacHex(secret, `phone-code:${userId}:${code}`);

/**
 * The counters one code is checked against: the account (an hour, a day), the account and this
 * number, the address (a generous ceiling: people share addresses), and the destination country's
 * daily budget, which the number's own confirmed owner does not draw on. Nothing counts per
 * number across accounts, so a stranger asking codes for a number never blocks its owner.
 */
function phoneCodeLimits(
  ctx: RequestContext,
  user: UserRow,
  phone: { e164: string; country: string | undefined },
): RateCheck[] {
  const limits: RateCheck[] = [
    [RATE_RULES.phoneSendUser, user.id],
    [RATE_RULES.phoneSendUserDay, user.id],
    [RATE_RULES.phoneSendUserPhone, `${user.id}:${phone.e164}`],
    [RATE_RULES.phoneSendIp, ctx.ip],
  ];
  const ownNumber = user.phone === phone.e164 && user.phoneVerifiedAt !== null;
  if (ownNumber) return limits;
  const country = phone.country ?? `+${phone.e164.slice(1, 4)}`;
  const home = (HOME_COUNTRIES as readonly string[]).includes(country);
  return [...limits, [home ? RATE_RULES.phoneSendCountryHome : RATE_RULES.phoneSendCountryAbroad, country]];
}

/**
 * Texts a confirmation code to the number. The number becomes the account's phone only once
 * the code is confirmed, so an unconfirmed number is never shown as the user's.
 */
export async function sendPhoneCode(ctx: RequestContext, user: UserRow, input: { phone: string; country: string }) {
  const { deps } = ctx;
  const phone = normalizePhone(input.phone, input.country);
  if (!phone.ok) throw AppError.field('phone', phone.message);
  await consumeOrThrow(deps.rateLimiter, phoneCodeLimits(ctx, user, phone), AppError.rateLimited);

  const code = randomSixDigitCode();
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await retirePhoneCodes(tx, user.id, now);
    await insertPhoneCode(tx, {
      userId: user.id,
      phone: phone.e164,
      codeHash: phoneCodeHash(deps.secret, user.id, code),
      expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
      now,
    });
  });
  await deps.sms.send({ to: phone.e164, text: await renderSms(deps.db, user.locale, { code }), locale: user.locale });
  return { message: 'We sent a 6-digit code to your phone.', phone: phone.e164 };
}

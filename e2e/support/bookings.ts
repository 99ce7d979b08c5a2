import { waitForMessage } from './browser';
import type { apiAs } from './listings';

type Api = Awaited<ReturnType<typeof apiAs>>;

/** Confirms a member's phone through the API with the code from the SMS outbox (a shortcut for booking journeys). */
export async function confirmPhoneByApi(api: Api): Promise<string> {
  // 061…: always a French mobile range (only mobile numbers are accepted, and 063 9… is not one).
  const national = `061${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const e164 = `+33${national.slice(1)}`;
  await api.call('POST', '/account/phone', { phone: national, country: 'FR' });
  const [, code] = await waitForMessage(e164, /\b(\d{6})\b/);
  await api.call('POST', '/account/phone/confirm', { code });
  return e164;
}

import { UAParser } from 'ua-parser-js';

/** A name a person recognises in their device list: "Chrome on Linux", "Safari on iOS", "curl". */
export function deviceNameFromUserAgent(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = UAParser(userAgent);
  const name = browser.name && os.name ? `${browser.name} on ${os.name}` : (browser.name ?? os.name);
  // Command-line tools and API clients: their product token ("curl/8.5.0" → "curl").
  const product = /^([A-Za-z][\w.-]{0,40})\//.exec(userAgent)?.[1];
  return (name ?? (product && product !== 'Mozilla' ? product : 'Unknown device')).slice(0, 100);
}

import { describe, expect, it } from 'vitest';
import { deviceNameFromUserAgent } from './device-name';

describe('deviceNameFromUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      'Mobile Safari on iOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Firefox on Windows'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari on macOS',
    ],
    ['curl/8.5.0', 'curl'],
    ['lightMyRequest', 'Unknown device'],
    ['', 'Unknown device'],
    [undefined, 'Unknown device'],
  ])('%j → %s', (ua, name) => {
    expect(deviceNameFromUserAgent(ua)).toBe(name);
  });
});

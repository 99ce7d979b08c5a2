import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './local-or-admin';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1'])('%s is this machine', (ip) => {
    expect(isLoopbackAddress(ip)).toBe(true);
  });
  it.each([
    '10.0.0.1',
    '192.168.1.10',
    '::ffff:10.0.0.1',
    '::2',
    'fe80::1',
    '128.0.0.1',
    '1.127.0.0',
    'localhost',
    '',
    '127.0.0.1, 8.8.8.8',
  ])('%s is not', (ip) => {
    expect(isLoopbackAddress(ip)).toBe(false);
  });
});

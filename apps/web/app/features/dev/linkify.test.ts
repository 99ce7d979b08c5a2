import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('finds links in text', () => {
    expect(linkify('Open http://localhost:3000/auth/verify?verify_url=a%2Fb now.')).toEqual([
      { kind: 'text', value: 'Open ' },
      { kind: 'link', value: 'http://localhost:3000/auth/verify?verify_url=a%2Fb' },
      { kind: 'text', value: ' now.' },
    ]);
    expect(linkify('no link')).toEqual([{ kind: 'text', value: 'no link' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it.each([
    ['no link here', [{ kind: 'text', text: 'no link here' }]],
    [
      'see https://biclou.fr/help.',
      [
        { kind: 'text', text: 'see ' },
        { kind: 'link', text: 'https://biclou.fr/help', href: 'https://biclou.fr/help' },
        { kind: 'text', text: '.' },
      ],
    ],
    ['www.example.com', [{ kind: 'link', text: 'www.example.com', href: 'https://www.example.com' }]],
    ['javascript:alert(1)', [{ kind: 'text', text: 'javascript:alert(1)' }]],
    ['<b>bold</b> stays text', [{ kind: 'text', text: '<b>bold</b> stays text' }]],
    ['data:text/html,<script>x</script>', [{ kind: 'text', text: 'data:text/html,<script>x</script>' }]],
  ])('%s', (input, want) => expect(linkify(input)).toEqual(want));

  it('puts the whole text back together', () => {
    const text = 'a http://x.io b (www.y.fr) c https://z.ch/p?q=1#h!';
    expect(
      linkify(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});

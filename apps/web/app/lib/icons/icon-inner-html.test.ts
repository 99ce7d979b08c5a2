import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconInnerHtml, type IconNodeChild } from './icon-inner-html';

/** Every icon lucide ships, with its drawing (`__iconData.node`). */
const icons = import.meta.glob<{ __iconData: { name: string; node: IconNodeChild[] } }>(
  '../../../../../node_modules/lucide-react/dist/esm/icons/*.mjs',
  { eager: true },
);

/** What React writes for the icon's shapes as elements: what lucide's own Icon renders inside `<svg>`. */
const asElements = (node: readonly IconNodeChild[]) =>
  renderToStaticMarkup(
    createElement(
      'svg',
      null,
      node.map(([tag, attributes]) => createElement(tag, attributes)),
    ),
  );

describe('iconInnerHtml', () => {
  // Alias modules (old names) re-export another icon and carry no drawing of their own.
  const all = Object.values(icons).flatMap((m) => (m.__iconData ? [m.__iconData] : []));

  it('writes every lucide icon exactly as React writes its shapes', () => {
    expect(all.length).toBeGreaterThan(1000);
    for (const { name, node } of all) expect(`<svg>${iconInnerHtml(node).__html}</svg>`, name).toBe(asElements(node));
  });

  it('escapes attribute values as React does', () => {
    const node: IconNodeChild[] = [['text', { x: 1, 'data-label': `a "b" & <c> 'd'`, key: 'k' }]];
    expect(`<svg>${iconInnerHtml(node).__html}</svg>`).toBe(asElements(node));
  });

  it('builds an icon once', () => {
    const node = all[0]!.node;
    expect(iconInnerHtml(node)).toBe(iconInnerHtml(node));
  });
});

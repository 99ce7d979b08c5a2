/** One child of a lucide icon: `['path', { d: 'M2 5h12', key: 'or177f' }]`. */
export type IconNodeChild = readonly [tag: string, attributes: Readonly<Record<string, string | number>>];

const ESCAPED: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
/** As React escapes an attribute value. */
const escapeAttribute = (value: string) => value.replace(/["&'<>]/g, (c) => ESCAPED[c]!);

const cache = new WeakMap<readonly IconNodeChild[], { __html: string }>();

/**
 * The drawing of a lucide icon (its paths, circles, rects…) as the HTML React writes for those
 * elements: `<path d="M2 5h12"></path>…`. An icon then renders as one `<svg>` element with this as
 * its inner HTML instead of one React element per shape: on the landing page, 60 icons and 179
 * shapes, ~10 % of a server render (docs/benchmarks.md, "Icons as one element"). Built once per icon.
 */
export function iconInnerHtml(node: readonly IconNodeChild[]): { __html: string } {
  let html = cache.get(node);
  if (!html) {
    html = {
      __html: node
        .map(([tag, attributes]) => {
          let out = `<${tag}`;
          for (const [name, value] of Object.entries(attributes))
            if (name !== 'key' && value != null) out += ` ${name}="${escapeAttribute(String(value))}"`;
          return `${out}></${tag}>`;
        })
        .join(''),
    };
    cache.set(node, html);
  }
  return html;
}

import { visit, SKIP } from 'unist-util-visit';
import type { Root, RootContent, Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { Element, ElementContent } from 'hast';
import type { ContentLocale } from '@biclou/contracts/content';
import { priceBooking } from '@biclou/domain/pricing';
import { CANCELATION_OPTION_KEYS, CANCELATION_OPTIONS } from '@biclou/domain/cancelation-options';
import { counted } from '../../platform/mail/counted';
import { formatMoney } from '@biclou/domain/formats';
import { optionLabel, percent, refundTierLines, type PlaceholderSettings } from './placeholders';

export interface ComponentContext {
  locale: ContentLocale;
  settings: PlaceholderSettings;
}

type Directive = ContainerDirective | LeafDirective | TextDirective;

/** The components a page may use (spec `/test-mdc`), each a remark directive. */
export const COMPONENT_NAMES = ['callout', 'faq', 'steps', 'figure', 'fees-table', 'cta', 'q'] as const;
const CALLOUT_TYPES = ['info', 'tip', 'warning', 'danger'] as const;

const h = (tagName: string, className: string | null, children: ElementContent[], props: Element['properties'] = {}) =>
  ({
    type: 'element',
    tagName,
    properties: className ? { className: className.split(' '), ...props } : props,
    children,
  }) as Element;
const txt = (value: string): ElementContent => ({ type: 'text', value });

const euros = (cents: number, locale: ContentLocale) => formatMoney(cents, 'EUR', locale);

/** A worked example with the live rates: a week at 15 €/day with a 10 % weekly discount. */
const FEES_EXAMPLE = {
  startDate: '2026-06-01',
  endDate: '2026-06-07',
  pricePerDayCents: 1500,
  discount7Pct: 10,
};

function feesTable(ctx: ComponentContext): Element {
  const { locale, settings } = ctx;
  const fr = locale === 'fr';
  const price = priceBooking({
    ...FEES_EXAMPLE,
    discount30Pct: 0,
    accessories: [],
    serviceFeeRateBp: settings.serviceFeeRateBp,
    commissionRateBp: settings.commissionRateBp,
  });
  const row = (label: string, value: string, strong = false) =>
    h('tr', null, [
      h('th', null, [txt(label)], { scope: 'row' }),
      h('td', null, [strong ? h('strong', null, [txt(value)]) : txt(value)]),
    ]);
  const rates = h('table', null, [
    h('caption', null, [txt(fr ? 'Frais appliqués à chaque location' : 'Fees on every rental')]),
    h('thead', null, [
      h('tr', null, [
        h('th', null, [txt(fr ? 'Qui' : 'Who')], { scope: 'col' }),
        h('th', null, [txt(fr ? 'Frais' : 'Fee')], { scope: 'col' }),
      ]),
    ]),
    h('tbody', null, [
      row(
        fr ? 'Locataire : frais de service' : 'Renter: service fee',
        percent(settings.serviceFeeRateBp / 100, locale),
      ),
      row(fr ? 'Propriétaire : commission' : 'Owner: commission', percent(settings.commissionRateBp / 100, locale)),
      row(fr ? 'Publier une annonce' : 'Listing a bike', fr ? 'Gratuit' : 'Free'),
    ]),
  ]);
  const example = h('table', null, [
    h('caption', null, [
      txt(
        fr
          ? `Exemple : ${counted(locale, price.days, 'day')} à ${euros(FEES_EXAMPLE.pricePerDayCents, locale)} par jour, remise semaine de ${percent(FEES_EXAMPLE.discount7Pct, locale)}`
          : `Example: ${counted(locale, price.days, 'day')} at ${euros(FEES_EXAMPLE.pricePerDayCents, locale)} a day, ${percent(FEES_EXAMPLE.discount7Pct, locale)} weekly discount`,
      ),
    ]),
    h('tbody', null, [
      row(fr ? 'Prix de base' : 'Base price', euros(price.base, locale)),
      row(fr ? 'Remise longue durée' : 'Long-stay discount', `− ${euros(price.discount, locale)}`),
      row(fr ? 'Sous-total' : 'Subtotal', euros(price.subtotal, locale)),
      row(fr ? 'Frais de service (locataire)' : 'Service fee (renter)', euros(price.serviceFee, locale)),
      row(fr ? 'Le locataire paie' : 'The renter pays', euros(price.pricePaidByBuyer, locale), true),
      row(fr ? 'Commission (propriétaire)' : 'Commission (owner)', `− ${euros(price.commission, locale)}`),
      row(fr ? 'Le propriétaire reçoit' : 'The owner receives', euros(price.ownerEarnings, locale), true),
    ]),
  ]);
  const cancel = h('table', null, [
    h('caption', null, [txt(fr ? "Remboursement selon l'option d'annulation" : 'Refunds by cancellation option')]),
    h('tbody', null, [
      ...CANCELATION_OPTION_KEYS.map((key) =>
        h('tr', null, [
          h('th', null, [txt(optionLabel(key, locale))], { scope: 'row' }),
          h('td', null, [
            h(
              'ul',
              null,
              refundTierLines(settings.cancelationOptions[key] ?? CANCELATION_OPTIONS[key], locale).map((line) =>
                h('li', null, [txt(line)]),
              ),
            ),
          ]),
        ]),
      ),
    ]),
  ]);
  return h('div', 'md-fees', [rates, example, cancel]);
}

const labelOf = (node: ContainerDirective): { label: PhrasingContent[] | null; rest: RootContent[] } => {
  const [first, ...rest] = node.children;
  if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel)
    return { label: (first as Paragraph).children, rest: rest as RootContent[] };
  return { label: null, rest: node.children as RootContent[] };
};

const setH = (node: Directive, hName: string, className: string, props: Record<string, unknown> = {}) => {
  node.data = { ...(node.data ?? {}), hName, hProperties: { className: className.split(' '), ...props } };
};

/** An item of `:::faq`: each `###` heading opens a `<details>`, its answer is what follows. */
function faqItems(children: RootContent[]): RootContent[] {
  const items: RootContent[] = [];
  let current: { summary: PhrasingContent[]; body: RootContent[] } | null = null;
  const flush = () => {
    if (!current) return;
    items.push({
      type: 'paragraph',
      data: { hName: 'details', hProperties: { className: ['md-faq-item'] } },
      children: [
        {
          type: 'emphasis',
          data: { hName: 'summary', hProperties: { className: ['md-faq-question'] } },
          children: current.summary,
        },
        {
          type: 'emphasis',
          data: { hName: 'div', hProperties: { className: ['md-faq-answer'] } },
          children: current.body as unknown as PhrasingContent[],
        },
      ],
    } as Paragraph);
  };
  for (const child of children) {
    if (child.type === 'heading') {
      flush();
      current = { summary: child.children, body: [] };
    } else if (current) current.body.push(child);
    else throw new Error('A :::faq block starts with a ### question heading.');
  }
  flush();
  return items;
}

/**
 * Turns the directives into HTML elements: `:::callout{type=info}`, `:::faq`, `:::steps`,
 * `::figure{src alt caption}`, `::fees-table`, `::cta[label]{to}`. An unknown block directive
 * stops the render (the content test finds it); an unknown inline one stays text.
 */
export function remarkComponents(ctx: ComponentContext) {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const d = node as Directive;
      const attrs = d.attributes ?? {};
      if (d.type === 'textDirective') {
        if (parent && index !== undefined) {
          const label = (d.children ?? []) as PhrasingContent[];
          parent.children.splice(index, 1, { type: 'text', value: `:${d.name}` }, ...(label as never[]));
        }
        return SKIP;
      }
      switch (d.name) {
        case 'callout': {
          const type = (CALLOUT_TYPES as readonly string[]).includes(attrs.type ?? '') ? attrs.type! : 'info';
          const { label, rest } = labelOf(d as ContainerDirective);
          setH(d, 'aside', `md-callout md-callout-${type}`, { role: 'note' });
          d.children = [
            ...(label
              ? [
                  {
                    type: 'paragraph',
                    data: { hProperties: { className: ['md-callout-title'] } },
                    children: [{ type: 'strong', children: label }],
                  } as Paragraph,
                ]
              : []),
            ...rest,
          ] as ContainerDirective['children'];
          return;
        }
        case 'faq':
          setH(d, 'div', 'md-faq');
          d.children = faqItems(d.children as RootContent[]) as ContainerDirective['children'];
          return;
        case 'steps':
          setH(d, 'div', 'md-steps');
          return;
        case 'q':
          // Help-centre questions: read by help-centre.ts; rendered alone, a question is a section.
          setH(d, 'section', 'md-question', attrs.id ? { id: attrs.id } : {});
          return;
        case 'figure': {
          if (!attrs.src || !attrs.alt) throw new Error('::figure needs src and alt.');
          node.data = {
            hName: 'figure',
            hProperties: { className: ['md-figure'] },
            hChildren: [
              h('img', null, [], {
                src: attrs.src,
                alt: attrs.alt,
                loading: 'lazy',
                decoding: 'async',
                ...(attrs.width ? { width: attrs.width } : {}),
                ...(attrs.height ? { height: attrs.height } : {}),
              }),
              ...(attrs.caption ? [h('figcaption', null, [txt(attrs.caption)])] : []),
            ],
          };
          return;
        }
        case 'fees-table':
          node.data = { hName: 'div', hProperties: { className: ['md-fees-wrap'] }, hChildren: [feesTable(ctx)] };
          return;
        case 'cta': {
          const to = attrs.to ?? '/';
          const label = (d.children as PhrasingContent[]).length ? undefined : [txt(attrs.label ?? to)];
          node.data = {
            hName: 'p',
            hProperties: { className: ['md-cta-wrap'] },
            hChildren: [
              h(
                'a',
                'md-cta',
                label ?? [txt((d.children as PhrasingContent[]).map((c) => ('value' in c ? c.value : '')).join(''))],
                // Site paths get the reader's locale prefix in markdown.ts (rehypeLinks).
                { href: to },
              ),
            ],
          };
          return;
        }
        default:
          throw new Error(`Unknown component "${d.name}" (known: ${COMPONENT_NAMES.join(', ')}).`);
      }
    });
  };
}

import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Link, MemoryRouter, StaticRouter, type LinkProps } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { prefixFromPath, withPrefix } from '../lib/i18n/locales';
import { followPlainLink, isPlainPath, type LinkClick } from '../routing/plain-link';
import { PlainLinkContext, PlainLinkProvider, type PlainLinkClick } from '../routing/plain-link-context';
import { LocaleLink } from './locale-link';

type Props = LinkProps & { to: string; 'data-testid'?: string };
const routers = {
  memory: (at: string, node: ReactNode) => <MemoryRouter initialEntries={[at]}>{node}</MemoryRouter>,
  static: (at: string, node: ReactNode) => <StaticRouter location={at}>{node}</StaticRouter>,
};
/** What React Router's own Link renders for the localised path: the reference markup. */
function routerLinkMarkup(router: keyof typeof routers, at: string, { to, ...props }: Props) {
  return renderToStaticMarkup(routers[router](at, <Link to={withPrefix(prefixFromPath(at), to)} {...props} />));
}
function localeLinkMarkup(router: keyof typeof routers, at: string, props: Props) {
  return renderToStaticMarkup(routers[router](at, <PlainLinkProvider>{<LocaleLink {...props} />}</PlainLinkProvider>));
}

/** The element LocaleLink returns (a plain `<a>` or React Router's Link), rendered in `at`. */
function elementOf(at: string, props: Props, onClick: PlainLinkClick = vi.fn()): ReactElement<Record<string, unknown>> {
  const render = (LocaleLink as unknown as { render(p: Props, ref: null): ReactElement }).render;
  let element: ReactElement | undefined;
  function Probe() {
    element = render(props, null);
    return element;
  }
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <PlainLinkContext.Provider value={onClick}>
        <Probe />
      </PlainLinkContext.Provider>
    </MemoryRouter>,
  );
  return element as ReactElement<Record<string, unknown>>;
}

const plainCases: [string, Props][] = [
  ['/', { to: '/', children: 'Home' }],
  ['/fr/search', { to: '/', children: 'Accueil' }],
  ['/fr/search', { to: '/search?type=e-bike&page=2', className: 'btn primary', children: 'Vélos' }],
  ['/', { to: '/listing/abc#reviews', 'aria-label': 'Reviews', 'data-testid': 'reviews-link', children: <b>3</b> }],
  ['/', { to: '/blog?page=2', rel: 'next', className: 'pager', children: 'Next' }],
  ['/', { to: '/terms', target: '_blank', rel: 'noopener', children: 'Terms' }],
  ['/fr', { to: '/help/', title: 'Aide', onClick: () => {}, onMouseEnter: () => {}, children: 'Aide' }],
  ['/', { to: '/search?q=vélo & "co"<>', style: { color: 'red' }, id: 'x', children: 'Search' }],
  ['/test/account', { to: '/account', className: 'a', tabIndex: -1, children: 'Account' }],
  ['/listing/1', { to: '/listing/1', 'aria-current': 'page', children: 'Here' }],
];
const routerCases: [string, Props][] = [
  ['/', { to: '/a//b', children: 'x' }],
  ['/', { to: '/a/./b', children: 'x' }],
  ['/', { to: '/a/../b', children: 'x' }],
  ['/', { to: '/a?', children: 'x' }],
  ['/', { to: '/a#', children: 'x' }],
  ['/', { to: '/a?#h', children: 'x' }],
  ['/', { to: '?page=2', children: 'x' }],
  ['/', { to: 'https://example.com/x', children: 'x' }],
  ['/', { to: '/a', replace: true, children: 'x' }],
  ['/', { to: '/a', state: { from: 'x' }, children: 'x' }],
  ['/', { to: '/a', prefetch: 'intent', children: 'x' }],
  ['/', { to: '/a', reloadDocument: true, children: 'x' }],
  ['/', { to: '/a', discover: 'none', children: 'x' }],
  ['/', { to: '/a', relative: 'path', children: 'x' }],
  ['/', { to: '/a', preventScrollReset: true, children: 'x' }],
  ['/', { to: '/a', viewTransition: true, children: 'x' }],
];

describe('LocaleLink', () => {
  it.each(plainCases)('in %s, a plain link to %j renders React Router Link’s markup without it', (at, props) => {
    for (const router of ['memory', 'static'] as const)
      expect(localeLinkMarkup(router, at, props)).toBe(routerLinkMarkup(router, at, props));
    expect(elementOf(at, props).type).toBe('a');
  });

  it.each(routerCases)('in %s, a link %j goes through React Router Link', (at, props) => {
    expect(localeLinkMarkup('memory', at, props)).toBe(routerLinkMarkup('memory', at, props));
    expect(elementOf(at, props).type).toBe(Link);
  });

  it('outside the provider (component tests) uses React Router Link', () => {
    const html = renderToStaticMarkup(routers.memory('/fr', <LocaleLink to="/search">x</LocaleLink>));
    expect(html).toBe('<a href="/fr/search" data-discover="true">x</a>');
  });
});

/** A click on the element LocaleLink returned, its DOM attributes being the element's props. */
function click(element: ReactElement<Record<string, unknown>>, init: Partial<LinkClick> = {}) {
  const attr = (name: string) => element.props[name];
  const event = {
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
    currentTarget: {
      getAttribute: (name: string) => (attr(name) == null ? null : String(attr(name))),
      hasAttribute: (name: string) => attr(name) != null,
    },
    ...init,
  };
  (element.props.onClick as (e: LinkClick) => void)(event);
  return event;
}

describe('a plain link’s click', () => {
  const setup = (at: string, props: Props) => {
    const navigate = vi.fn();
    const element = elementOf(at, props, (event) => followPlainLink(event, navigate, at));
    return { navigate, element };
  };

  it('navigates through the router with the localised path, query and hash', () => {
    const { navigate, element } = setup('/fr', { to: '/search?type=e-bike#list', children: 'x' });
    const event = click(element);
    expect(navigate).toHaveBeenCalledWith('/fr/search?type=e-bike#list', { replace: false });
    expect(event.defaultPrevented).toBe(true);
  });

  it('replaces the history entry on a link to the current location, like Link', () => {
    const { navigate, element } = setup('/fr/search', { to: '/search', children: 'x' });
    click(element);
    expect(navigate).toHaveBeenCalledWith('/fr/search', { replace: true });
  });

  it('runs the onClick prop first, and a prevented click stays put', () => {
    const calls: string[] = [];
    const onClick = vi.fn(() => calls.push('prop'));
    const { navigate, element } = setup('/', { to: '/a', onClick, children: 'x' });
    navigate.mockImplementation(() => calls.push('navigate'));
    click(element);
    expect(calls).toEqual(['prop', 'navigate']);

    const prevented = setup('/', { to: '/a', onClick: (e) => e.preventDefault(), children: 'x' });
    click(prevented.element);
    expect(prevented.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['a ctrl-click', { ctrlKey: true }],
    ['a cmd-click', { metaKey: true }],
    ['a shift-click', { shiftKey: true }],
    ['an alt-click', { altKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', (_, init) => {
    const { navigate, element } = setup('/', { to: '/a', children: 'x' });
    expect(click(element, init).defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves target=_blank and download links to the browser, and follows target=_self', () => {
    const blank = setup('/', { to: '/a', target: '_blank', children: 'x' });
    click(blank.element);
    expect(blank.navigate).not.toHaveBeenCalled();
    const download = setup('/', { to: '/a', download: 'a.pdf', children: 'x' });
    click(download.element);
    expect(download.navigate).not.toHaveBeenCalled();
    const self = setup('/', { to: '/a', target: '_self', children: 'x' });
    click(self.element);
    expect(self.navigate).toHaveBeenCalledWith('/a', { replace: false });
  });
});

describe('isPlainPath', () => {
  it.each(['/', '/fr', '/a/b', '/a/', '/a?b=1', '/a#h', '/a?b=1#h', '/.well-known/x', '/a?b=../c//d', '/a#?'])(
    '%s is its own href',
    (to) => {
      expect(isPlainPath(to)).toBe(true);
      expect(routerLinkMarkup('memory', '/x/y', { to })).toBe(`<a href="${to}" data-discover="true"></a>`);
    },
  );
  it.each(['', 'a', '?a', '#a', '//host/a', '/a//b', '/a\\b', '/./a', '/a/..', '/a?', '/a#', '/a?#b', 'https://x'])(
    '%j is rewritten or resolved by the router',
    (to) => expect(isPlainPath(to)).toBe(false),
  );
});

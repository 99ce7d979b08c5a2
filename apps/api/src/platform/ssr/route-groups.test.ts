import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { planRouteSubsets, type RouteGroups } from './route-groups';

/** The web app's shape (routes.ts): a root, per locale prefix pathless layouts holding the pages. */
type Route = { id: string; parentId?: string; path?: string; index?: boolean };
const table: Route[] = [{ id: 'root', path: '' }];
for (const prefix of ['', 'fr', 'test']) {
  const id = (x: string) => (prefix ? `${prefix}.${x}` : x);
  const at = (p: string) => (prefix ? (p ? `${prefix}/${p}` : prefix) : p);
  table.push(
    { id: id('layout-default'), parentId: 'root' },
    { id: id('layout-landing'), parentId: 'root' },
    prefix
      ? { id: id('home'), parentId: id('layout-landing'), path: at('') }
      : { id: id('home'), parentId: id('layout-landing'), index: true },
    { id: id('listing'), parentId: id('layout-default'), path: at('listing/:id') },
    { id: id('listing-create'), parentId: id('layout-default'), path: at('listing/create') },
    { id: id('help'), parentId: id('layout-default'), path: at('help') },
    { id: id('shell'), parentId: id('layout-default') },
    { id: id('dashboard'), parentId: id('shell'), path: at('dashboard/bookings') },
    { id: id('not-found'), parentId: id('layout-default'), path: at('*') },
  );
}
const routes = Object.fromEntries(table.map((r) => [r.id, { ...r, module: {} }])) as unknown as ServerBuild['routes'];
const groups: RouteGroups = {
  ofPath: (p) => {
    if (p === '/test' || p === '/test/') return '';
    const first = p.split('/')[1] ?? '';
    return ['fr', 'test', 'en'].includes(first) ? first : '';
  },
  ofRouteId: (id) => (id === 'root' ? null : id.includes('.') ? id.slice(0, id.indexOf('.')) : ''),
};
const plan = planRouteSubsets(routes, groups, '/__manifest');
const idsFor = (pathname: string) => {
  const key = plan.subsetOf(pathname);
  return key === null ? null : [...plan.subsets.get(key)!].sort();
};

describe('planRouteSubsets', () => {
  it('serves a path with its locale copy, first segment only, plus the root, layouts and the splat', () => {
    expect(idsFor('/fr/listing/abc')).toEqual(
      [
        'root',
        'fr.layout-default',
        'fr.layout-landing',
        'fr.shell',
        'fr.listing',
        'fr.listing-create',
        'fr.not-found',
      ].sort(),
    );
    expect(idsFor('/listing/abc')).toEqual(
      ['root', 'layout-default', 'layout-landing', 'shell', 'listing', 'listing-create', 'not-found'].sort(),
    );
    expect(idsFor('/dashboard/bookings')).toContain('dashboard');
    expect(idsFor('/dashboard/bookings')).toContain('shell');
  });

  it('keeps each home with its prefix: the index for /, the prefixed page for /fr', () => {
    expect(idsFor('/')).toContain('home');
    expect(idsFor('/fr')).toContain('fr.home');
    expect(idsFor('/fr/')).toContain('fr.home');
    expect(idsFor('/fr')).not.toContain('home');
  });

  it('reads single-fetch data paths as their page', () => {
    expect(idsFor('/_root.data')).toEqual(idsFor('/'));
    expect(idsFor('/fr.data')).toEqual(idsFor('/fr'));
    expect(idsFor('/fr/help.data')).toEqual(idsFor('/fr/help'));
  });

  it('gives an unknown first segment only what matches any path (the 404), case and escapes read like React Router', () => {
    expect(idsFor('/nope/x')).toEqual(['root', 'layout-default', 'layout-landing', 'shell', 'not-found'].sort());
    expect(idsFor('/HELP')).toEqual(idsFor('/help'));
    expect(idsFor('/%68elp')).toEqual(idsFor('/help'));
  });

  it('falls back to the whole locale copy for odd segments, and to the whole table for route discovery', () => {
    expect(idsFor('/%E0%A4%A')).toHaveLength(table.filter((r) => !r.id.includes('.')).length);
    expect(idsFor('/a%20b')).toHaveLength(table.filter((r) => !r.id.includes('.')).length);
    expect(plan.subsetOf('/__manifest')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { defineRoutes } from './define-routes';
import { defFromPattern } from './resolve-route';
import { metaFromRouteId } from './route-meta';
import { paramsAreValid } from './route-params';
import { ROUTES } from './route-table';

describe('route table', () => {
  it('throws on an unknown guard when the table is built', () => {
    expect(() => defineRoutes([{ id: 'x', path: 'x', file: 'x.tsx', guards: ['auth', 'admin-ish'] }])).toThrow(
      'Unknown route guard "admin-ish" on route "x"',
    );
  });

  it('refuses duplicate ids and undeclared params', () => {
    expect(() =>
      defineRoutes([
        { id: 'a', path: 'a', file: 'a.tsx' },
        { id: 'a', path: 'b', file: 'a.tsx' },
      ]),
    ).toThrow('Duplicate route id');
    expect(() => defineRoutes([{ id: 'a', path: 'a/:id', file: 'a.tsx' }])).toThrow(':id');
  });

  it('covers every route of spec §2', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const p of [
      '',
      'search',
      'terms',
      'help/rental-process',
      'listing/:listingId/request',
      'auth/reset/:token',
      'dashboard/trips/:tripId/pay',
      'admin/seo/page-templates/:pageTemplateId',
    ]) {
      expect(paths).toContain(p);
    }
    expect(
      ROUTES.filter((r) => r.path.startsWith('admin')).every(
        (r) => r.layout === 'admin' && r.guards.includes('role-admin'),
      ),
    ).toBe(true);
  });

  it('finds a page from a prefixed pattern or route id', () => {
    expect(defFromPattern('/fr/member/:userId')?.id).toBe('member');
    expect(defFromPattern('/')?.id).toBe('home');
    expect(defFromPattern('fr')?.id).toBe('home');
    expect(defFromPattern('/test/*')?.id).toBe('not-found');
    expect(metaFromRouteId('fr.auth-login')?.id).toBe('auth-login');
    expect(metaFromRouteId('account')?.id).toBe('account');
    expect(metaFromRouteId('root')).toBeUndefined();
    expect(metaFromRouteId('fr.constructor')).toBeUndefined();
  });

  it("gives the browser each page's title, forced theme and privacy, as the table says", () => {
    for (const def of ROUTES)
      expect(metaFromRouteId(`fr.${def.id}`)).toEqual({
        id: def.id,
        title: def.title,
        ...(def.theme ? { theme: def.theme } : {}),
        private: def.guards.length > 0 || def.devOnly,
      });
    expect(metaFromRouteId('home')).toMatchObject({ title: false, private: false });
    expect(metaFromRouteId('auth-login')?.private).toBe(true);
    expect(metaFromRouteId('dev-mailbox')?.private).toBe(true);
  });

  it('validates params by kind', () => {
    expect(paramsAreValid({ userId: 'uuid' }, { userId: '6f1c7a1e-8a0b-4c9e-9d7e-1f2a3b4c5d6e' })).toBe(true);
    expect(paramsAreValid({ userId: 'uuid' }, { userId: 'not-a-uuid' })).toBe(false);
    expect(paramsAreValid({ place: 'slug' }, { place: 'lyon' })).toBe(true);
    expect(paramsAreValid({ place: 'slug' }, { place: 'Lyon!' })).toBe(false);
  });
});

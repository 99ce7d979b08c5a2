import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes';

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);
}

const all = flatten(routes as RouteConfigEntry[]);
const byId = new Map(all.map((r) => [r.id, r]));

describe('route config', () => {
  it('serves the landing page at / and under /en and /fr', () => {
    expect(byId.get('home')).toMatchObject({ index: true, file: 'routes/home.tsx' });
    expect(byId.get('fr.home')).toMatchObject({ path: 'fr' });
    expect(byId.get('en.home')).toMatchObject({ path: 'en' });
  });

  it('gives /test to the test page, the test locale keeps every other page', () => {
    expect(byId.has('test.home')).toBe(false);
    expect(byId.get('test')).toMatchObject({ path: 'test', file: 'routes/content/content.tsx' });
    expect(byId.get('test.auth-login')).toMatchObject({ path: 'test/auth/login' });
  });

  it('has unique ids and puts pages inside the layout their metadata names', () => {
    const ids = all.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const admin = byId.get('fr.layout-admin');
    expect(admin?.file).toBe('layouts/admin-layout.tsx');
    expect(admin?.children?.map((c) => c.id)).toContain('fr.admin-users');
    const shell = byId.get('shell-dashboard');
    expect(shell?.children?.map((c) => c.id)).toEqual(
      expect.arrayContaining(['dashboard-trips', 'dashboard-devices', 'account']),
    );
  });
});

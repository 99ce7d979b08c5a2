import { describe, expect, it, vi } from 'vitest';
import { cachedIconBuild, type IconParams } from './icon-build-cache';

/** A stand-in for lucide's builder: a fresh result per call, from everything it was given. */
const build = vi.fn((icon: { name: string }, params: IconParams) => ({ icon: icon.name, params: { ...params } }));

describe('cachedIconBuild', () => {
  it('builds an icon once per set of plain props, and gives what the builder gives', () => {
    const icon = { name: 'sun' };
    const params = { className: 'size-4', strokeWidth: 2, hasA11yProp: false, attributes: { 'aria-hidden': 'true' } };
    const first = cachedIconBuild(build, icon, params);
    expect(first).toEqual(build(icon, params));
    build.mockClear();
    expect(cachedIconBuild(build, icon, { ...params, attributes: { 'aria-hidden': 'true' } })).toBe(first);
    expect(build).not.toHaveBeenCalled();
  });

  it('tells apart every prop, its type, and the icon', () => {
    const icon = { name: 'moon' };
    const base = { className: 'a', size: 24, attributes: { 'aria-hidden': 'true' } };
    const results = [
      cachedIconBuild(build, icon, base),
      cachedIconBuild(build, icon, { ...base, className: 'b' }),
      cachedIconBuild(build, icon, { ...base, size: '24' }),
      cachedIconBuild(build, icon, { ...base, attributes: { 'aria-hidden': true } }),
      cachedIconBuild(build, icon, { ...base, attributes: { 'aria-label': 'true' } }),
      cachedIconBuild(build, { name: 'moon' }, base),
    ];
    expect(new Set(results).size).toBe(results.length);
  });

  it('builds each time when a prop is not a plain value (a style, a handler)', () => {
    const icon = { name: 'map' };
    const params = { className: 'x', attributes: { style: { color: 'red' } } };
    expect(cachedIconBuild(build, icon, params)).not.toBe(cachedIconBuild(build, icon, params));
    const withHandler = { className: 'x', attributes: { onClick: () => {} } };
    expect(cachedIconBuild(build, icon, withHandler)).not.toBe(cachedIconBuild(build, icon, withHandler));
  });

  it('keeps a bounded number of prop sets per icon', () => {
    const icon = { name: 'bike' };
    const first = cachedIconBuild(build, icon, { className: 'c0' });
    for (let i = 1; i <= 40; i++) cachedIconBuild(build, icon, { className: `c${i}` });
    expect(cachedIconBuild(build, icon, { className: 'c0' })).not.toBe(first);
  });
});

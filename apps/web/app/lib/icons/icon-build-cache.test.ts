import { describe, expect, it, vi } from 'vitest';
import { cachedIconBuild, cachedMergeClasses, type IconParams } from './icon-build-cache';

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
      cachedIconBuild(build, icon, { ...base, attributes: { 'aria-hidden': 'null' } }),
      cachedIconBuild(build, icon, { ...base, attributes: { 'aria-hidden': null } }),
      cachedIconBuild(build, icon, { ...base, attributes: { 'aria-hidden': undefined } }),
      cachedIconBuild(build, icon, { ...base, attributes: { 'aria-hidden': false } }),
      cachedIconBuild(build, icon, { ...base, attributes: { 'aria-label': 'true' } }),
      cachedIconBuild(build, icon, { ...base, attributes: { 'aria-hidden': 'true', extra: undefined } }),
      cachedIconBuild(build, icon, { ...base, extra: undefined }),
      cachedIconBuild(build, icon, { className: 'a', size: 24 }),
      // The same names and values, on the other side of `attributes`.
      cachedIconBuild(build, icon, { className: 'a', size: 24, attributes: {}, 'aria-hidden': 'true' }),
      cachedIconBuild(build, icon, { className: 'a', attributes: { size: 24 }, 'aria-hidden': 'true' }),
      cachedIconBuild(build, { name: 'moon' }, base),
    ];
    expect(new Set(results).size).toBe(results.length);
  });

  it('finds each of several prop sets again, whatever the order they come in', () => {
    const icon = { name: 'star' };
    const sets = ['a', 'b', 'c'].map((className) => ({ className, size: 24, attributes: { 'aria-hidden': 'true' } }));
    const first = sets.map((params) => cachedIconBuild(build, icon, params));
    build.mockClear();
    for (const i of [2, 0, 1, 1, 2, 0])
      expect(cachedIconBuild(build, icon, { ...sets[i]!, attributes: { 'aria-hidden': 'true' } })).toBe(first[i]);
    expect(build).not.toHaveBeenCalled();
  });

  it('builds each time when a prop is not a plain value (a style, a handler, NaN)', () => {
    const nan = { name: 'nan' };
    expect(cachedIconBuild(build, nan, { size: Number.NaN })).not.toBe(
      cachedIconBuild(build, nan, { size: Number.NaN }),
    );
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

describe('cachedMergeClasses', () => {
  /** lucide's mergeClasses (shared/src/utils/mergeClasses.mjs). */
  const merge = vi.fn((...classes: unknown[]) => {
    const tokens = new Set<string>();
    for (const cls of classes) if (typeof cls === 'string') for (const t of cls.split(/\s+/)) if (t) tokens.add(t);
    return [...tokens].join(' ');
  });

  it('gives what lucide gives, merging each pair once', () => {
    merge.mockClear();
    expect(cachedMergeClasses(merge, '', ' size-4  shrink-0 size-4')).toBe('size-4 shrink-0');
    expect(cachedMergeClasses(merge, '', ' size-4  shrink-0 size-4')).toBe('size-4 shrink-0');
    expect(cachedMergeClasses(merge, 'a', 'b a')).toBe('a b');
    expect(cachedMergeClasses(merge, 'a b', '')).toBe('a b');
    expect(cachedMergeClasses(merge, 'a', 'b')).toBe('a b');
    expect(merge).toHaveBeenCalledTimes(4);
  });

  it('tells apart where the lists split', () => {
    expect(cachedMergeClasses(merge, 'x', 'y z')).toBe('x y z');
    expect(cachedMergeClasses(merge, 'x y', 'z')).toBe('x y z');
    expect(cachedMergeClasses(merge, 'x y z', '')).toBe('x y z');
  });

  it('merges what is not a string each time', () => {
    merge.mockClear();
    expect(cachedMergeClasses(merge, '', undefined)).toBe('');
    expect(cachedMergeClasses(merge, '', undefined)).toBe('');
    expect(merge).toHaveBeenCalledTimes(2);
  });
});

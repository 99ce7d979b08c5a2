import { describe, expect, it, vi } from 'vitest';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('loads the schema once and gives the same messages as validateForm', async () => {
    const load = vi.fn(() => import('@biclou/contracts/auth').then((m) => m.LoginRequestSchema));
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    schema.preload();
    schema.preload();
    const bad = await schema.validate({ email: 'nope', password: 'x' });
    expect(bad).toEqual({ ok: false, fields: { email: ['Enter a valid email address.'] } });
    const good = await schema.validate({ email: ' Ana@Example.TEST ', password: 'x' });
    expect(good).toEqual({ ok: true, data: { email: 'ana@example.test', password: 'x' } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the server check the values when the schema cannot be loaded, and retries next time', async () => {
    const { LoginRequestSchema } = await import('@biclou/contracts/auth');
    const load = vi
      .fn<() => Promise<typeof LoginRequestSchema>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue(LoginRequestSchema);
    const schema = lazySchema(load);
    expect(await schema.validate({ email: 'nope' })).toEqual({ ok: true, data: { email: 'nope' } });
    expect((await schema.validate({ email: 'nope', password: 'x' })).ok).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it } from 'vitest';
import { visibleStack } from './visible-stack';

describe('visibleStack', () => {
  const error = new Error('boom');

  it('shows the stack of a 5xx in development', () => {
    expect(visibleStack(error, 500, true)).toContain('boom');
  });

  it('never shows it in production or below 500', () => {
    expect(visibleStack(error, 500, false)).toBeUndefined();
    expect(visibleStack(error, 404, true)).toBeUndefined();
    expect(visibleStack('not an error', 500, true)).toBeUndefined();
  });
});

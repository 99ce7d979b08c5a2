import { describe, expect, it } from 'vitest';
import { nextStep, parseStep, previousStep, stepPath } from './wizard-steps';

describe('wizard steps', () => {
  it('reads the step from the query, defaulting to Infos', () => {
    expect(parseStep('price')).toBe('price');
    expect(parseStep('nope')).toBe('infos');
    expect(parseStep(null)).toBe('infos');
  });

  it('walks forward and back', () => {
    expect(nextStep('infos')).toBe('details');
    expect(nextStep('photos')).toBeNull();
    expect(previousStep('infos')).toBeNull();
    expect(previousStep('address')).toBe('details');
  });

  it('links to a step', () => {
    expect(stepPath('abc', 'address')).toBe('/listing/abc/steps?step=address');
  });
});

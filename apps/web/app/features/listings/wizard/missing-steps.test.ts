import { describe, expect, it } from 'vitest';
import { completedSteps, knownMissing, stepToContinue } from './missing-steps';

describe('missing attributes and wizard steps', () => {
  it('continues at the first step that lacks something', () => {
    expect(stepToContinue(['price', 'photo'])).toBe('price');
    expect(stepToContinue(['photo', 'description'])).toBe('details');
    expect(stepToContinue([])).toBe('photos');
  });

  it('marks the steps with nothing missing as done', () => {
    expect([...completedSteps(['coordinates', 'photo'])]).toEqual(['infos', 'details', 'price']);
  });

  it('ignores unknown names from a response', () => {
    expect(knownMissing(['brand', 'wings', 'photo'])).toEqual(['brand', 'photo']);
    expect(knownMissing(undefined)).toEqual([]);
  });
});

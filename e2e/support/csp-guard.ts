import { afterAll, afterEach } from 'vitest';
import { takeCspViolations } from './browser';

/**
 * Set up for every journey (vitest.config.ts `setupFiles`): a test fails when any page it drove
 * logged a Content Security Policy violation (support/browser.ts watches every context).
 */
function failOnViolations() {
  const violations = takeCspViolations();
  if (violations.length) throw new Error(`Content Security Policy violations:\n${[...new Set(violations)].join('\n')}`);
}

afterEach(failOnViolations);
afterAll(failOnViolations);

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isCommonPassword, passwordProblems, PASSWORD_MESSAGES } from './password-policy';

describe('passwordProblems', () => {
  it.each([
    ['', [PASSWORD_MESSAGES.tooShort]],
    ['short', [PASSWORD_MESSAGES.tooShort]],
    ['1234567', [PASSWORD_MESSAGES.tooShort]],
    ['password', [PASSWORD_MESSAGES.tooCommon]],
    ['PassWord', [PASSWORD_MESSAGES.tooCommon]],
    ['12345678', [PASSWORD_MESSAGES.tooCommon]],
    ['qwertyuiop', [PASSWORD_MESSAGES.tooCommon]],
    ['iloveyou', [PASSWORD_MESSAGES.tooCommon]],
    ['biclou-demo-2026', []],
    ['correct horse battery staple', []],
    ['Vélo-à-Lyon-42', []],
    ['x'.repeat(128), []],
    ['x'.repeat(129), [PASSWORD_MESSAGES.tooLong]],
  ])('%j → %j', (password, expected) => {
    expect(passwordProblems(password)).toEqual(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblems('🚲🚲🚲🚲🚲🚲🚲')).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(passwordProblems('🚲🚲🚲🚲🚲🚲🚲🚲')).toEqual([]);
  });

  it('accepts any long random password that is not on the list', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 64, unit: 'grapheme-ascii' }), (pw) => {
        const problems = passwordProblems(pw);
        return isCommonPassword(pw) ? problems[0] === PASSWORD_MESSAGES.tooCommon : problems.length === 0;
      }),
    );
  });

  it('never accepts anything shorter than 8 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 7, unit: 'grapheme-ascii' }),
        (pw) => passwordProblems(pw)[0] === PASSWORD_MESSAGES.tooShort,
      ),
    );
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webBuildDir } from './register-ssr';

describe('webBuildDir', () => {
  it('is apps/web/build of this repository, wherever register-ssr.ts sits in apps/api', () => {
    expect(webBuildDir).toBe(path.resolve(process.cwd(), 'apps/web/build'));
  });
});

import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is an ambient const enum, which isolated modules cannot read: Argon2id is 2.
const ARGON2ID = 2 as Algorithm;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for an unusable hash (an anonymised account). */
  verify(passwordHash: string, password: string): Promise<boolean>;
}

interface Argon2Options {
  /** KiB. OWASP's argon2id baseline is 19 MiB with 2 passes. */
  memoryCost?: number;
  timeCost?: number;
}

/** Argon2id through @node-rs/argon2; the parameters travel inside each `$argon2id$…` string. */
export function createArgon2Hasher({ memoryCost = 19_456, timeCost = 2 }: Argon2Options = {}): PasswordHasher {
  return {
    hash: (password) => hash(password, { algorithm: ARGON2ID, memoryCost, timeCost, parallelism: 1 }),
    async verify(passwordHash, password) {
      if (!passwordHash.startsWith('$argon2')) return false;
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
  };
}

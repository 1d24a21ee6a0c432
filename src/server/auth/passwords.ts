import { hash, verify } from '@node-rs/argon2';

// argon2id at the library's defaults (19 MiB, 2 passes): about 10 ms a hash on this machine.
// 2 is Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
const options = { algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when the e-mail is unknown, so that both failures take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('verkstan-timing-equaliser');
  return dummyHash;
}

import { hash, verify } from '@node-rs/argon2';

// OWASP password storage cheat sheet: argon2id, 19 MiB, 2 iterations, parallelism 1.
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

// A fixed hash so that an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export const verifyPassword = async (storedHash: string | undefined, password: string) => {
  dummyHash ??= hashPassword('fitfit-timing-equaliser');
  const target = storedHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return storedHash !== undefined && ok;
};

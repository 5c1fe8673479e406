import { hash, verify } from '@node-rs/argon2';

// OWASP password storage cheat sheet: argon2id, 19 MiB, 2 iterations, parallelism 1.
const OWASP = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
// Tests only: argon2id at its smallest cost (1 MiB, 1 iteration), ~60 times cheaper per sign-in, so the
// thousands of sign-ins and account creations of the test suites do not cost minutes. Set by the API tests
// (vitest.config.ts) and the browser tests' server (e2e/support/global-setup.ts); refused in production
// (config.ts) and ignored there anyway. A stored hash carries its own parameters: verification follows them.
const TEST_ONLY = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export const passwordHashOptions = (env: NodeJS.ProcessEnv = process.env) =>
  env.TEST_CHEAP_PASSWORD_HASH === 'true' && env.NODE_ENV !== 'production' ? TEST_ONLY : OWASP;

const options = passwordHashOptions();

export const hashPassword = (password: string) => hash(password, options);

// A fixed hash so that an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export const verifyPassword = async (storedHash: string | undefined, password: string) => {
  dummyHash ??= hashPassword('fitfit-timing-equaliser');
  const target = storedHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return storedHash !== undefined && ok;
};

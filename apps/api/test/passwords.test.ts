import { hash, verify } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { hashPassword, passwordHashOptions, verifyPassword } from '../src/lib/passwords';

/** The tests' cheap password hashing never reaches a deployment; production keeps the OWASP cost. */
describe('password hashing cost', () => {
  it('uses argon2id at the OWASP cost (19 MiB, 2 iterations) unless the test-only setting is on', () => {
    const owasp = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
    expect(passwordHashOptions({})).toEqual(owasp);
    expect(passwordHashOptions({ NODE_ENV: 'development' })).toEqual(owasp);
    expect(passwordHashOptions({ NODE_ENV: 'production', TEST_CHEAP_PASSWORD_HASH: 'true' })).toEqual(owasp);
    expect(passwordHashOptions({ NODE_ENV: 'test', TEST_CHEAP_PASSWORD_HASH: 'false' })).toEqual(owasp);
    expect(passwordHashOptions({ NODE_ENV: 'test', TEST_CHEAP_PASSWORD_HASH: 'true' })).toMatchObject({ algorithm: 2, memoryCost: 1024 });
  });

  it('refuses the test-only setting in production with a French message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CHEAP_PASSWORD_HASH: 'true' })).toThrow(
      'TEST_CHEAP_PASSWORD_HASH: réservé aux tests, refusé en production',
    );
    expect(loadConfig({ NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });

  it('verifies a hash made at the OWASP cost as well as one made at the test cost', async () => {
    const strong = await hash('secret', passwordHashOptions({}));
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(strong, 'secret')).toBe(true);
    expect(await verifyPassword(strong, 'autre')).toBe(false);
    const cheap = await hashPassword('secret');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verify(cheap, 'secret')).toBe(true);
  });
});

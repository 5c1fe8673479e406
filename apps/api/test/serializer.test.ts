import Fastify from 'fastify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from '../src/plugins/serializer';

/**
 * Responses are written by fast-json-stringify from the route's zod schema: the same values as the zod encoder for
 * what the contract names (an object's required keys first), nothing it does not name (a secret column read by
 * mistake never leaves), and the zod encoder kept where JSON Schema cannot say the schema.
 */
const row = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  note: z.string().nullable(),
  tags: z.array(z.enum(['a', 'b'])),
  by_method: z.record(z.string(), z.number().int()),
  nested: z.object({ at: z.iso.datetime(), ok: z.boolean() }).optional(),
  kind: z.union([z.literal('x'), z.object({ n: z.number() })]),
});
const page = z.object({ data: z.array(row), next_cursor: z.string().nullable() });
const dated = z.object({ at: z.date() });

const app = Fastify();
app.setSerializerCompiler(serializerCompiler);
const zodApp = Fastify();
zodApp.setSerializerCompiler(zodSerializer);
const sample = {
  data: [
    {
      id: 'r1',
      amount_cents: 1250,
      note: null,
      tags: ['a', 'b'],
      by_method: { card: 1000, cash: 250 },
      nested: { at: '2026-11-26T01:00:00.000Z', ok: true },
      kind: 'x',
      password_hash: 'secret',
    },
    { id: 'r2 "quoted" é\n', amount_cents: -3, note: 'ligne\u2028', tags: [], by_method: {}, kind: { n: 1.5, extra: 1 } },
  ],
  next_cursor: 'abc',
  leaked: { token: 'secret' },
};
for (const a of [app, zodApp]) {
  a.get('/page', { schema: { response: { 200: page } } }, async () => sample);
  a.get('/dated', { schema: { response: { 200: dated } } }, async () => ({ at: new Date('2026-11-26T01:00:00Z'), hidden: 1 }));
}
afterAll(() => Promise.all([app.close(), zodApp.close()]));

describe('response serialization', () => {
  it('writes what the zod encoder wrote, without the keys the contract does not name', async () => {
    const fast = await app.inject({ url: '/page' });
    const slow = await zodApp.inject({ url: '/page' });
    expect(fast.statusCode).toBe(200);
    expect(fast.json()).toEqual(slow.json());
    // the same bytes but for the order of an object's keys: required ones first
    expect(fast.body.length).toBe(slow.body.length);
    expect(fast.body).not.toContain('secret');
    expect(fast.json().data[1]).toEqual({
      id: 'r2 "quoted" é\n',
      amount_cents: -3,
      note: 'ligne\u2028',
      tags: [],
      by_method: {},
      kind: { n: 1.5 },
    });
  });

  it('keeps the zod encoder for a schema JSON Schema cannot express', async () => {
    const fast = await app.inject({ url: '/dated' });
    const slow = await zodApp.inject({ url: '/dated' });
    expect(fast.statusCode).toBe(200);
    expect(fast.body).toBe(slow.body);
    expect(fast.json()).toEqual({ at: '2026-11-26T01:00:00.000Z' });
  });
});

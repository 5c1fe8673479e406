import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMINAL_KEY_SCHEME } from '../src/plugins/openapi';
import { createTestContext, type TestContext } from './context';

/**
 * The OpenAPI document tells a till partner's generated client which operations take the terminal key
 * (`x-device-key`): every route whose access rule is `device`, taken from the app's own route table, and no other.
 */
let ctx: TestContext;
let doc: {
  components: { securitySchemes: Record<string, unknown> };
  security: unknown;
  paths: Record<string, Record<string, { security?: Record<string, unknown[]>[] }>>;
};

beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => ctx.close());

const operationOf = (route: { method: string; url: string }) => {
  const operation = doc.paths[route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
  expect(operation, `${route.method} ${route.url}`).toBeDefined();
  return operation;
};
const declaresTerminalKey = (security: Record<string, unknown[]>[] | undefined) =>
  (security ?? []).some((requirement) => TERMINAL_KEY_SCHEME in requirement);

describe('OpenAPI: the terminal key', () => {
  it('is an apiKey scheme in the x-device-key header, beside the session bearer', () => {
    expect(doc.components.securitySchemes[TERMINAL_KEY_SCHEME]).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-device-key' });
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearer: [] }]);
  });

  it('is the only security of every terminal operation', () => {
    const terminal = ctx.app.accessRoutes.filter((r) => r.access.device);
    // The terminal calls of docs/terminal-api.md at least: catalog, tickets, cash movements, customers.
    const urls = terminal.map((r) => `${r.method} ${r.url.replace('/api/v1/restaurants/:restaurantId', '…')}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET …/caisse/catalog',
        'POST …/caisse/tickets',
        'POST …/caisse/cash-movements',
        'GET …/caisse/terminal/customers',
        'POST …/caisse/terminal/customers',
      ]),
    );
    for (const route of terminal) {
      expect(operationOf(route).security, `${route.method} ${route.url}`).toEqual([{ [TERMINAL_KEY_SCHEME]: [] }]);
    }
  });

  it('is declared on no other operation, which keep the session bearer of the document', () => {
    const others = ctx.app.accessRoutes.filter((r) => !r.access.device);
    expect(others.length).toBeGreaterThan(100);
    for (const route of others) {
      const operation = operationOf(route);
      expect(declaresTerminalKey(operation.security), `${route.method} ${route.url}`).toBe(false);
      // No operation-level override: the document's `[{bearer: []}]` applies, as before.
      expect(operation.security, `${route.method} ${route.url}`).toBeUndefined();
    }
  });

  it('documents no x-device-key parameter of its own (the scheme carries it)', () => {
    for (const route of ctx.app.accessRoutes.filter((r) => r.access.device)) {
      const parameters = (operationOf(route) as { parameters?: { in: string; name: string }[] }).parameters ?? [];
      expect(parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'x-device-key')).toBe(false);
    }
  });
});

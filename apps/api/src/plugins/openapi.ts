import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from '../lib/access';

/** The POS terminals' key (plugins/auth.ts reads it on `device` routes), named in the document's components. */
export const TERMINAL_KEY_SCHEME = 'terminalKey';

/**
 * The zod schemas as JSON Schema, and each operation's security from its access rule: a terminal route
 * (`access.device`) takes the terminal key instead of the document's default bearer session, so that a
 * partner's generated client sends `x-device-key` there (docs/terminal-api.md).
 */
const transform: SwaggerTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const access = (input.route.config as { access?: Access } | undefined)?.access;
  if (!access?.device) return out;
  return { ...out, schema: { ...out.schema, security: [{ [TERMINAL_KEY_SCHEME]: [] }] } };
};

/** OpenAPI document generated from the route zod schemas, with its UI at /api/docs. */
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'FitFit Solution API', description: 'API du back-office FitFit Solution', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          [TERMINAL_KEY_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'x-device-key',
            description:
              'Clé d’un terminal de caisse, donnée une seule fois à son installation par un administrateur (docs/terminal-api.md)',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
};

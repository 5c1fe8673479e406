import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** One set of security headers for every answer: routes (an onRequest hook in app.ts) and Fastify's router errors. */
export const securityHeaders = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'blob:'],
    },
  },
};

const applyHelmet = helmet(securityHeaders);

/** For answers sent before any route hook runs (malformed URL, over-long parameter). */
export const applySecurityHeaders = (req: IncomingMessage, res: ServerResponse) => applyHelmet(req, res, () => {});

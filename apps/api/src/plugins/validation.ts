import { hasNul, NUL_MESSAGE } from '@fitfit/contracts';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { badRequest } from '../lib/http-errors';

/** Path of the first string holding U+0000 in a parsed body, query or params, or undefined. */
const findNul = (value: unknown, path: string[] = [], depth = 0): string[] | undefined => {
  if (typeof value === 'string') return hasNul(value) ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (hasNul(key)) return [...path, key];
    const found = findNul(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
};

/**
 * The zod validator of every route, behind one guard: PostgreSQL text cannot hold U+0000, so no route, today's
 * or tomorrow's, lets one through even where its schema is a bare `z.string()` (the shared text schemas refuse
 * it too, with the field's message, for the forms).
 */
export const registerValidation = (app: FastifyInstance) => {
  app.setValidatorCompiler((route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return (data: unknown) => {
      const path = findNul(data);
      if (path) return { error: badRequest(NUL_MESSAGE, { [path.join('.') || '_']: NUL_MESSAGE }) };
      return validate(data);
    };
  });
};

import { GENERIC_ERROR_MESSAGE, issuesToFields } from '@fitfit/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';
import { applySecurityHeaders } from './security-headers';

const send = (code: string, message: string, fields?: Record<string, string>) => ({
  error: { code, message, ...(fields ? { fields } : {}) },
});

const INVALID_DATA: [number, string, string] = [400, 'validation_error', 'Les données envoyées sont invalides'];

/** Fastify's own failures, in French (never its English text, which echoes the URL or the body). */
const frameworkMessages: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'Le corps de la requête n’est pas un JSON valide'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', 'Le corps de la requête est vide'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'La requête est trop volumineuse'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Type de contenu non pris en charge'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', 'La longueur annoncée de la requête est incorrecte'],
  FST_ERR_VALIDATION: INVALID_DATA,
  FST_ERR_BAD_URL: [400, 'bad_url', 'L’adresse demandée est invalide'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long', 'L’adresse demandée est trop longue'],
};

/**
 * PostgreSQL data exceptions a client's value causes (malformed text, bad date, NUL byte, too long, out of range):
 * the schemas should refuse them first; if one slips through it is answered as invalid input, not a 500, and
 * logged so the schema gets fixed. Other class-22 errors (division by zero…) stay server faults.
 */
const INPUT_DATA_EXCEPTIONS = new Set(['22P02', '22007', '22008', '22001', '22003', '22021', '22P05']);
const isInputDataException = (error: unknown): boolean => {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_DATA_EXCEPTIONS.has(code)) return true;
  }
  return false;
};

/** Errors Fastify's router raises before any route or hook runs: same French shape, same headers. */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const [status, code, message] = frameworkMessages[error.code] ?? [400, 'bad_request', 'La requête est invalide'];
  applySecurityHeaders(request.raw, reply.raw);
  return reply
    .code(status)
    .header('x-request-id', request.id)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(send(code, message));
};

/** The one error shape of the API: {error: {code, message, fields?}}, French, never a stack trace. */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = issuesToFields(
        error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? 'Valeur invalide' })),
      );
      const first = Object.values(fields)[0] ?? INVALID_DATA[2];
      return reply.code(400).send(send('validation_error', first, fields));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(send(error.code, error.message, error.fields));
    }
    if (error.statusCode === 429) {
      return reply.code(429).send(send('rate_limited', 'Trop de tentatives, veuillez réessayer dans quelques minutes'));
    }
    const known = error.code ? frameworkMessages[error.code] : undefined;
    if (known) return reply.code(known[0]).send(send(known[1], known[2]));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(send('bad_request', 'La requête est invalide'));
    }
    if (isInputDataException(error)) {
      request.log.warn({ err: error }, 'value refused by PostgreSQL: a schema should refuse it');
      return reply.code(INVALID_DATA[0]).send(send(INVALID_DATA[1], INVALID_DATA[2]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(send('internal_error', GENERIC_ERROR_MESSAGE));
  });
};

import { GENERIC_ERROR_MESSAGE, issuesToFields } from '@fitfit/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';

const send = (code: string, message: string, fields?: Record<string, string>) => ({
  error: { code, message, ...(fields ? { fields } : {}) },
});

/** Fastify's own failures, in French. */
const frameworkMessages: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'Le corps de la requête n’est pas un JSON valide'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', 'Le corps de la requête est vide'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'La requête est trop volumineuse'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'Type de contenu non pris en charge'],
  FST_ERR_VALIDATION: [400, 'validation_error', 'Les données envoyées sont invalides'],
};

/** The one error shape of the API: {error: {code, message, fields?}}, French, never a stack trace. */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = issuesToFields(
        error.validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message ?? 'Valeur invalide' })),
      );
      const first = Object.values(fields)[0] ?? 'Les données envoyées sont invalides';
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(send('internal_error', GENERIC_ERROR_MESSAGE));
  });
};

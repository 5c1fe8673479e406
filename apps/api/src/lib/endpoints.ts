import {
  type EndpointAnswer,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointSpec,
  isFileAnswer,
  isFileUpload,
  isNoContent,
  pathParamNames,
} from '@fitfit/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Access } from './access';

// Seen by Fastify as a plain schema: the zod compilers of app.ts validate and serialise it.
export const openApi = (schema: Record<string, unknown>) => schema as FastifySchema;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The descriptor the route was registered from (`route` below); the architecture test counts the routes without one. */
    endpoint?: EndpointSpec;
  }
}

/** The request a descriptor's handler reads: its params, query and body as the descriptor's schemas validated them. */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/**
 * What the handler gives back: the answer's value (serialised through the response schema, sent with the descriptor's
 * status), nothing for a 204, or for a file the reply it sent itself (its headers are the handler's).
 */
type HandlerAnswer<E extends EndpointSpec> = E['response'] extends { kind: 'file' }
  ? FastifyReply
  : E['response'] extends { kind: 'no-content' }
    ? // biome-ignore lint/suspicious/noConfusingVoidType: a 204's handler is any function that returns nothing (a service's Promise<void>)
      void
    : EndpointAnswer<E>;

export interface RouteOptions<E extends EndpointSpec> {
  /** Who may call it (plugins/auth.ts), declared here with its handler as every route does. */
  access: Access;
  handler(request: EndpointRequest<E>, reply: FastifyReply): HandlerAnswer<E> | Promise<HandlerAnswer<E>>;
  /** The OpenAPI summary when it names a setting of this instance (an upload's size limit); the descriptor's otherwise. */
  summary?: string;
  /** The largest body accepted, when Fastify's default (1 MiB) is too small (a batch of tickets, a customers file). */
  bodyLimit?: number;
}

/**
 * Registers the handler of an endpoint descriptor (packages/contracts/src/endpoints): method and path, the zod
 * schemas of params, query, body and answer (validation, serialisation and the OpenAPI document, as every route),
 * the access rule, and a handler typed from the descriptor. A path parameter missing from the params schema, or the
 * reverse, stops the server at start.
 */
export const route = <const E extends EndpointSpec>(app: FastifyInstance, e: E, o: RouteOptions<E>) => {
  const named = pathParamNames(e.path).sort().join(', ');
  const declared = Object.keys(e.params?.shape ?? {})
    .sort()
    .join(', ');
  if (named !== declared) throw new Error(`${e.method} ${e.path}: path parameters (${named}) ≠ params schema (${declared})`);
  const json = !isNoContent(e.response) && !isFileAnswer(e.response);
  const status = e.status ?? 200;
  const schema: Record<string, unknown> = { summary: o.summary ?? e.summary };
  if (e.tags) schema.tags = [...e.tags];
  if (e.params) schema.params = e.params;
  if (e.query) schema.querystring = e.query;
  if (e.body && !isFileUpload(e.body)) schema.body = e.body; // an upload is read from its multipart stream by the handler
  if (json) schema.response = { ...e.alsoAnswers, [status]: e.response };
  app.route({
    method: e.method,
    url: e.path,
    ...(o.bodyLimit ? { bodyLimit: o.bodyLimit } : {}),
    config: { access: o.access, endpoint: e },
    schema: openApi(schema),
    handler: async (request, reply) => {
      const answer = await o.handler(request as EndpointRequest<E>, reply);
      if (isNoContent(e.response)) return reply.code(204).send();
      if (!json) return answer; // a file: the handler has sent it
      // a 200 answer keeps the status its handler chose among `alsoAnswers` (reply.code(201))
      return status === 200 ? answer : reply.code(status).send(answer);
    },
  });
};

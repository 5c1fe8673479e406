import type { z } from 'zod';

/**
 * An endpoint descriptor: an API route's method, path, parameters, query, body and answer, written once here and
 * read by both sides — the API registers its handler from it (apps/api/src/lib/endpoints.ts: validation, serialised
 * answer, OpenAPI), the web calls it through its typed client (apps/web/src/lib/api-client.ts), so that an answer's
 * type is the descriptor's, never chosen by a page.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer without a body: 204 No Content. */
export interface NoContent {
  readonly kind: 'no-content';
}
export const noContent: NoContent = { kind: 'no-content' };

/** A file answer (a PDF, a spreadsheet, an attachment): bytes the web downloads or opens, not JSON. */
export interface FileAnswer {
  readonly kind: 'file';
  readonly types: readonly string[];
}
export const fileAnswer = (...types: string[]): FileAnswer => ({ kind: 'file', types });

/** A multipart upload of one file in the field `file` (its types and size are the route's rules). */
export interface FileUpload {
  readonly kind: 'file-upload';
}
export const fileUpload: FileUpload = { kind: 'file-upload' };

export interface EndpointSpec {
  method: HttpMethod;
  /** The whole path with Fastify's `:name` parameters, e.g. `/api/v1/restaurants/:restaurantId/pnl/months/:month`. */
  path: string;
  /** One key per `:name` of the path (checked when the API registers it). */
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType | FileUpload;
  response: z.ZodType | NoContent | FileAnswer;
  /** The status of a JSON answer: 200 unless said (201 for a creation). */
  status?: 200 | 201;
  /**
   * Another status the handler may choose with `reply.code()`, and its schema (serialisation, OpenAPI): a terminal's
   * write answers 201 the first time and 200 when it is sent again.
   */
  alsoAnswers?: Readonly<Partial<Record<200 | 201, z.ZodType>>>;
  /** French, shown in the OpenAPI document. */
  summary: string;
  tags?: readonly string[];
}

/** Declares an endpoint; its literal types (path, method, schemas) are kept for both sides' inference. */
export const endpoint = <const E extends EndpointSpec>(spec: E): E => spec;

/** The names of a path's `:name` parameters. */
export const pathParamNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

type Schema<S> = S extends z.ZodType ? S : never;

/** What the handler returns and the client receives: the response schema's output, nothing for 204, a Blob for a file. */
export type EndpointAnswer<E extends EndpointSpec> = E['response'] extends z.ZodType
  ? z.output<Schema<E['response']>>
  : E['response'] extends NoContent
    ? undefined
    : Blob;

/** Validated values, as the API's handler reads them (defaults applied, coerced). */
export type EndpointParams<E extends EndpointSpec> = E['params'] extends z.ZodType ? z.output<Schema<E['params']>> : undefined;
export type EndpointQuery<E extends EndpointSpec> = E['query'] extends z.ZodType ? z.output<Schema<E['query']>> : undefined;
export type EndpointBody<E extends EndpointSpec> = E['body'] extends z.ZodType ? z.output<Schema<E['body']>> : undefined;

/**
 * The query as a client sends it: the schema's input (a defaulted key may be left out), except where the input is
 * `unknown` (a coerced number): there, the output's type.
 */
type WireQuery<I, O> = { [K in keyof I]: unknown extends I[K] ? (K extends keyof O ? O[K] : I[K]) : I[K] };

/** What the web sends: path parameters, query, JSON body (or the File of an upload). */
export type EndpointParamsInput<E extends EndpointSpec> = E['params'] extends z.ZodType ? z.input<Schema<E['params']>> : undefined;
export type EndpointQueryInput<E extends EndpointSpec> = E['query'] extends z.ZodType
  ? WireQuery<z.input<Schema<E['query']>>, z.output<Schema<E['query']>>>
  : undefined;
export type EndpointBodyInput<E extends EndpointSpec> = E['body'] extends z.ZodType
  ? z.input<Schema<E['body']>>
  : E['body'] extends FileUpload
    ? File
    : undefined;

export const isNoContent = (answer: EndpointSpec['response']): answer is NoContent => (answer as NoContent).kind === 'no-content';
export const isFileAnswer = (answer: EndpointSpec['response']): answer is FileAnswer => (answer as FileAnswer).kind === 'file';
export const isFileUpload = (body: EndpointSpec['body']): body is FileUpload => (body as FileUpload | undefined)?.kind === 'file-upload';

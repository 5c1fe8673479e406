import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<typeof zodSerializer>[0];

/**
 * Responses are written by fast-json-stringify from the route's zod schema turned into JSON Schema (its wire form,
 * `io: 'input'`, as the OpenAPI document shows it): only the properties the contract names are written, as the zod
 * encoder did (which stripped the others), without walking every value through zod first — a year of daily rows
 * took 2 to 6 ms of CPU per request to re-validate (bench/README.md "Analytics"). An object's required keys come
 * first. A schema JSON Schema cannot express (a date object, a custom type) keeps the zod encoder.
 */
const compile = (route: SerializerCompiler): ((data: unknown) => string) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType)) return zodSerializer(route);
  try {
    const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' });
    delete json.$schema;
    return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializer(route);
  }
};

/** Compiled on a route's first answer, not at start: most routes of a process (a test's above all) never answer. */
export const serializerCompiler = (route: SerializerCompiler) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data: unknown) => {
    serialize ??= compile(route);
    return serialize(data);
  };
};

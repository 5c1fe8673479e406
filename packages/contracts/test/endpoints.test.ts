import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../src';
import { type EndpointSpec, isFileAnswer, isFileUpload, isNoContent, pathParamNames } from '../src/endpoints';

/** A descriptor is an object with a method and a path; a group holds descriptors or groups (a resource's five). */
const isDescriptor = (value: unknown): value is EndpointSpec =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
const walk = (name: string, value: unknown): (readonly [string, EndpointSpec])[] =>
  isDescriptor(value)
    ? [[name, value] as const]
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => walk(`${name}.${key}`, inner))
      : [];

/** Every descriptor the contracts export (`pnlEndpoints.statement`, `adminEndpoints.marks.list`…), by its path of names. */
const descriptors = Object.entries(contracts)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([group, endpoints]) => walk(group, endpoints));

describe('endpoint descriptors', () => {
  it('are found', () => {
    expect(descriptors.length).toBeGreaterThan(0);
  });

  it('name each path parameter in their params schema, and nothing else', () => {
    const wrong = descriptors
      .filter(
        ([, e]) =>
          pathParamNames(e.path).sort().join() !==
          Object.keys(e.params?.shape ?? {})
            .sort()
            .join(),
      )
      .map(([name, e]) => `${name}: ${e.path}`);
    expect(wrong).toEqual([]);
  });

  it('are one route each, under /api/v1, with a summary; a body is a schema or an upload, an answer a schema, 204 or a file', () => {
    const routes = descriptors.map(([, e]) => `${e.method} ${e.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
    for (const [name, e] of descriptors) {
      expect(e.path, name).toMatch(/^\/api\/v1\//);
      expect(e.summary.length, name).toBeGreaterThan(5);
      if (e.body) expect(e.body instanceof z.ZodType || isFileUpload(e.body), name).toBe(true);
      expect(e.response instanceof z.ZodType || isNoContent(e.response) || isFileAnswer(e.response), name).toBe(true);
      if (e.method === 'GET') expect(e.body, name).toBeUndefined();
      if (e.status === 201) expect(e.method, name).toBe('POST');
    }
  });

  it('tell a zod schema from the markers of a 204, a file or an upload', () => {
    const schema = z.object({ kind: z.string() });
    expect([isNoContent(schema), isFileAnswer(schema), isFileUpload(schema)]).toEqual([false, false, false]);
    expect(isNoContent(contracts.noContent)).toBe(true);
    expect(isFileAnswer(contracts.fileAnswer('application/pdf'))).toBe(true);
    expect(isFileUpload(contracts.fileUpload)).toBe(true);
  });
});

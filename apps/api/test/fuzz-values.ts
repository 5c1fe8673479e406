import { randomUUID } from 'node:crypto';

/** The JSON Schema subset the OpenAPI document of the API uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
}

export type BadValue = { kind: string; value: unknown };

const HUGE = 'x'.repeat(100_000);
const UNICODE = 'Ünïcødé 𝔘𝔫𝔦 😀 \u202eגדול\u202c \ufeff e\u0301 \ud800'.replace('\ud800', '\u2028');

const NUL = 'avant\u0000après';
const JUNK = { __proto__: { polluted: true }, a: [[[{ b: {} }]]] };

/**
 * Bad values for one JSON body field, chosen by its documented type so that the set stays small: the other
 * types are represented once ("wrong-type"), the values that mean something for this type are all tried.
 */
export const badBodyValues = (s: JsonSchema | undefined, name: string): BadValue[] => {
  const type = Array.isArray(s?.type) ? s.type.find((t) => t !== 'null') : (s?.type ?? (s?.anyOf || s?.oneOf ? 'string' : undefined));
  const common: BadValue[] = [
    { kind: 'null', value: null },
    { kind: 'nested-junk', value: JUNK },
  ];
  switch (type) {
    case 'integer':
    case 'number':
      return [
        ...common,
        { kind: 'wrong-type', value: '12' },
        { kind: 'huge-number', value: 1e308 },
        { kind: 'negative-number', value: -1 },
        { kind: 'fraction', value: 1.5 },
      ];
    case 'boolean':
      return [...common, { kind: 'wrong-type', value: 'true' }, { kind: 'wrong-type', value: 1 }];
    case 'array':
      return [
        ...common,
        { kind: 'huge', value: Array.from({ length: 5000 }, () => 'x') },
        { kind: 'nul', value: [NUL] },
        { kind: 'invalid-uuid', value: ['123e4567-e89b-12d3-a456-42661417400z'] },
        { kind: 'unknown-uuid', value: [randomUUID()] },
        { kind: 'nested-junk', value: [null, {}, [], 'x'] },
      ];
    case 'object':
      return [...common, { kind: 'wrong-type', value: 'texte' }, { kind: 'nested-junk', value: [[[]]] }];
    default:
      return [
        ...common,
        { kind: 'empty', value: '' },
        { kind: 'huge', value: HUGE },
        { kind: 'nul', value: NUL },
        { kind: 'unicode', value: UNICODE },
        { kind: 'prototype-key', value: '__proto__' },
        { kind: 'wrong-type', value: 12_345 },
        // Values that only mean something for dates and ids are kept for the fields that hold them.
        ...(/(_on|_at|period|date)$/.test(name)
          ? [
              { kind: 'impossible-date', value: '2024-02-30' },
              { kind: 'impossible-date', value: '0000-01-01' },
              { kind: 'impossible-month', value: '2023-13' },
            ]
          : []),
        ...(s?.format === 'uuid' || /(_id|^id)$/.test(name)
          ? [
              { kind: 'invalid-uuid', value: '123e4567-e89b-12d3-a456-42661417400z' },
              { kind: 'unknown-uuid', value: randomUUID() },
            ]
          : []),
      ];
  }
};

/** The paging parameters every list shares; each list's own filters, `search` and `sort` get the full set. */
export const sharedPagingParams = new Set(['page', 'per_page', 'order']);
export const badPagingValues: BadValue[] = [
  { kind: 'empty', value: '' },
  { kind: 'wrong-type', value: '-1.5e400' },
  { kind: 'huge', value: '9'.repeat(400) },
  { kind: 'prototype-key', value: 'constructor' },
];

/** Bad values for one query-string parameter (always text on the wire). */
export const badTextValues: BadValue[] = [
  { kind: 'empty', value: '' },
  { kind: 'huge', value: 'x'.repeat(2000) },
  { kind: 'nul', value: 'a\u0000b' },
  { kind: 'unicode', value: UNICODE },
  { kind: 'impossible-date', value: '2024-02-30' },
  { kind: 'prototype-key', value: '__proto__' },
  { kind: 'prototype-key', value: 'constructor' },
  { kind: 'invalid-uuid', value: 'not-a-uuid' },
  { kind: 'unknown-uuid', value: randomUUID() },
  { kind: 'wrong-type', value: '-1.5e400' },
];

/** Bad values for one path parameter (ids: the router and the id schemas see them first). */
export const badPathValues: BadValue[] = [
  { kind: 'empty', value: '' },
  { kind: 'nul', value: 'a\u0000b' },
  { kind: 'unicode', value: UNICODE },
  { kind: 'prototype-key', value: 'constructor' },
  { kind: 'invalid-uuid', value: 'not-a-uuid' },
  { kind: 'unknown-uuid', value: randomUUID() },
];

/** Raw path segments: percent-encoding Fastify cannot decode, traversal, over-long. */
export const badPathSegments: BadValue[] = [
  { kind: 'malformed-url', value: '%E0%A4%A' },
  { kind: 'over-long', value: 'a'.repeat(300) },
];

export const allowsNull = (s: JsonSchema | undefined): boolean =>
  !!s &&
  (s.nullable === true ||
    s.type === 'null' ||
    (Array.isArray(s.type) && s.type.includes('null')) ||
    [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some(allowsNull));

/** Candidate values for string patterns of the document (SIRET, colours, hours, periods…). */
const patternCandidates = [
  '#2f9e44',
  '12:00',
  '2024-05-01',
  '2024-05',
  '12345678901234',
  'FR12345678901',
  '56.10A',
  'FR',
  '75001',
  '3012345678901',
  '1234',
  '',
];

let sequence = 0;

/** A valid-looking value for a schema, so that one field at a time can be made bad. */
export const sampleOf = (s: JsonSchema | undefined, name: string, ids: Record<string, string | undefined>): unknown => {
  if (!s) return undefined;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum.find((v) => v !== '' && v !== null) ?? s.enum[0];
  const options = s.anyOf ?? s.oneOf;
  if (options) return sampleOf(options.find((o) => !(o.enum && o.enum.length === 1 && o.enum[0] === '')) ?? options[0], name, ids);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        const v = sampleOf(child, key, ids);
        if (v !== undefined) out[key] = v;
      }
      return out;
    }
    case 'array': {
      const id = ids[name];
      if (s.items?.format === 'uuid') return id ? [id] : [];
      const n = Math.max(s.minItems ?? 0, name === 'hours' ? 7 : 0);
      return Array.from({ length: n }, (_, i) => sampleOf(s.items, name === 'hours' ? `weekday:${i}` : name, ids));
    }
    case 'integer':
    case 'number': {
      if (name.startsWith('weekday:')) return Number(name.split(':')[1]);
      const min = s.minimum ?? 0;
      return s.maximum !== undefined ? Math.min(Math.max(min, 1), s.maximum) : Math.max(min, 1);
    }
    case 'boolean':
      return name === 'closed' ? true : name !== 'only_soft_deleted';
    case 'string': {
      if (s.format === 'uuid') return ids[name] ?? randomUUID();
      if (s.format === 'email' || name === 'email') return `fuzz-${++sequence}-${process.pid}@test.example`;
      if (s.format === 'uri' || name === 'logo_url') return 'https://example.com/logo.png';
      const hinted: Record<string, string> = {
        timezone: 'Europe/Paris',
        password: 'motdepasse-fuzz',
        pin: '1234',
        api_settings: '{}',
        period: '2024-05',
        country: 'FR',
        siret: '12345678901234',
        postal_code: '75001',
      };
      if (hinted[name]) return hinted[name];
      if (name.endsWith('_on')) return '2024-05-01';
      if (s.pattern) {
        const re = new RegExp(s.pattern);
        const found = patternCandidates.find((c) => re.test(c));
        if (found !== undefined) return found;
      }
      const text = `Valeur ${++sequence}`;
      return text.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? 200);
    }
    default:
      return undefined;
  }
};

import canonicalize from 'canonicalize';

/** Thrown by the fast walk when a value needs the general algorithm (toJSON, boxed values, integer-like keys…). */
class Unusual extends Error {}

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;

// what JSON.stringify would escape, and the surrogates (a lone one is refused, as `canonicalize` does)
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what JSON escapes
const SPECIAL = /[\u0000-\u001f"\\\ud800-\udfff]/;
const serializeString = (s: string) => {
  if (!SPECIAL.test(s)) return `"${s}"`;
  if (!(s as string & { isWellFormed(): boolean }).isWellFormed()) throw new Error('Lone surrogate is not allowed');
  return JSON.stringify(s);
};

// the seals' few field names, serialised once
const keyJson = new Map<string, string>();

/** The keys in UTF-16 order (JCS), without sorting the usual already-ordered ones again. */
const sortedKeys = (o: object) => {
  const keys = Object.keys(o);
  for (let i = 1; i < keys.length; i++) if (keys[i - 1] > keys[i]) return keys.sort();
  return keys;
};

const write = (value: unknown): string => {
  switch (typeof value) {
    case 'string':
      return serializeString(value);
    case 'number':
      if (Number.isNaN(value)) throw new Error('NaN is not allowed');
      if (!Number.isFinite(value)) throw new Error('Infinity is not allowed');
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) {
          const v = value[i];
          if (i) out += ',';
          out += v === undefined || typeof v === 'function' || typeof v === 'symbol' ? 'null' : write(v);
        }
        return `${out}]`;
      }
      const proto = Object.getPrototypeOf(value);
      if ((proto !== Object.prototype && proto !== null) || typeof (value as { toJSON?: unknown }).toJSON === 'function')
        throw new Unusual();
      const keys = sortedKeys(value);
      let out = '{';
      let first = true;
      for (const k of keys) {
        const v = (value as Record<string, unknown>)[k];
        if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
        // JSON.stringify puts integer-like keys first: the general algorithm handles them (none in the ledger's seals)
        if (ARRAY_INDEX.test(k)) throw new Unusual();
        if (first) first = false;
        else out += ',';
        let key = keyJson.get(k);
        if (key === undefined) {
          key = `${serializeString(k)}:`;
          if (keyJson.size < 1000) keyJson.set(k, key);
        }
        out += key + write(v);
      }
      return `${out}}`;
    }
    default:
      throw new Unusual();
  }
};

/**
 * RFC 8785 canonical JSON (JCS), byte for byte what the `canonicalize` package gives, for the plain data of the
 * ledger's seals (strings, finite numbers, booleans, null, arrays, plain objects), in a quarter of its time:
 * no cycle bookkeeping nor toJSON probing per value. Anything else (a Date, a boxed value, an integer-like key,
 * a cycle) goes to `canonicalize` itself. `canonical-json.test.ts` compares both on generated values.
 */
export const canonicalJson = (value: unknown): string => {
  try {
    return write(value);
  } catch (error) {
    if (error instanceof Unusual || error instanceof RangeError) return canonicalize(value) ?? '';
    throw error;
  }
};

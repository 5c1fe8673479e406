import canonicalize from 'canonicalize';

/** Thrown by the fast walk when a value needs the general algorithm (toJSON, boxed values, integer-like keys…). */
class Unusual extends Error {}

const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/;
const SURROGATE = /[\ud800-\udfff]/;

const checkString = (s: string) => {
  if (SURROGATE.test(s) && !(s as string & { isWellFormed(): boolean }).isWellFormed()) throw new Error('Lone surrogate is not allowed');
};

/**
 * The value itself when its objects already list their keys in UTF-16 order (the seals are built that way), else a
 * copy whose objects do; checks on the way what JCS refuses (NaN, infinities, lone surrogates) and leaves to the
 * general algorithm what JSON.stringify would not write like JCS (toJSON, boxed values, integer-like keys that it
 * moves first).
 */
const ordered = (value: unknown): unknown => {
  switch (typeof value) {
    case 'string':
      checkString(value);
      return value;
    case 'number':
      if (Number.isNaN(value)) throw new Error('NaN is not allowed');
      if (!Number.isFinite(value)) throw new Error('Infinity is not allowed');
      return value;
    case 'boolean':
    case 'undefined':
    case 'function':
    case 'symbol':
      return value; // dropped in objects, null in arrays: JSON.stringify and JCS agree
    case 'object': {
      if (value === null) return value;
      if (Array.isArray(value)) {
        let copy: unknown[] | undefined;
        for (let i = 0; i < value.length; i++) {
          const v = value[i];
          const o = ordered(v);
          if (o !== v && !copy) copy = value.slice(0, i);
          if (copy) copy.push(o);
        }
        return copy ?? value;
      }
      const proto = Object.getPrototypeOf(value);
      if ((proto !== Object.prototype && proto !== null) || typeof (value as { toJSON?: unknown }).toJSON === 'function')
        throw new Unusual();
      const keys = Object.keys(value);
      let sorted = true;
      let changed = false;
      const values: unknown[] = new Array(keys.length);
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i];
        if (ARRAY_INDEX.test(k)) throw new Unusual();
        checkString(k);
        if (i && keys[i - 1] > k) sorted = false;
        const v = (value as Record<string, unknown>)[k];
        values[i] = ordered(v);
        if (values[i] !== v) changed = true;
      }
      if (sorted && !changed) return value;
      const order = sorted ? keys.map((_, i) => i) : keys.map((_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : 1));
      const copy: Record<string, unknown> = {};
      for (const i of order) copy[keys[i]] = values[i];
      return copy;
    }
    default:
      throw new Unusual(); // bigint: the package throws as JSON.stringify does
  }
};

/**
 * RFC 8785 canonical JSON (JCS), byte for byte what the `canonicalize` package gives. For plain data whose objects
 * list their keys in order (the ledger's seals), JCS is exactly JSON.stringify (ES number and string forms, no
 * blanks): the value is checked and, where a key is out of order, copied in order, then written by the native
 * JSON.stringify — several times faster than the package's per-value walk. Anything else (a Date, a boxed value, an
 * integer-like key, a cycle) goes to `canonicalize` itself. `caisse-canonical-json.test.ts` compares both.
 */
export const canonicalJson = (value: unknown): string => {
  try {
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return '';
    return JSON.stringify(ordered(value));
  } catch (error) {
    if (error instanceof Unusual || error instanceof RangeError) return canonicalize(value) ?? '';
    throw error;
  }
};

import { CacheScope } from "./cache-scope";

/**
 * Turns an entry's (kind, args) into one string, so that equal arguments always land on
 * the same entry: `["teams", { b: 1, a: 2 }]` and `["teams", { a: 2, b: 1 }]` agree.
 *
 * Arguments are plain data: strings, numbers, booleans, null, undefined, bigints, Dates,
 * arrays and plain objects, plus {@link CacheScope}s (encoded by identity). Object keys are sorted and `undefined` stays distinct from
 * `null`. Anything else (a function, a class instance, a symbol, a cycle) throws a
 * TypeError: such a key could not be compared by value, and guessing would share or
 * split entries silently. Pass an id instead.
 */
export function cacheKey(kind: string, args: readonly unknown[]): string {
  return `${kind}:${encode(args, new Set())}`;
}

function encode(value: unknown, seen: Set<object>): string {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      // JSON would turn NaN and Infinity into null; keep them apart.
      return Number.isFinite(value) ? String(value) : `#${String(value)}`;
    case "boolean":
      return String(value);
    case "undefined":
      return "#undefined";
    case "bigint":
      return `#${value}n`;
    case "object":
      return value === null ? "null" : encodeObject(value, seen);
    default:
      throw new TypeError(`A cache key argument cannot be a ${typeof value}; pass plain data (an id, a string, a number).`);
  }
}

function encodeObject(value: object, seen: Set<object>): string {
  if (value instanceof Date) return `#date(${value.getTime()})`;
  if (value instanceof CacheScope) return `#scope(${value.id})`;
  if (seen.has(value)) throw new TypeError("A cache key argument contains a cycle; pass plain data.");
  seen.add(value);
  try {
    if (Array.isArray(value)) return `[${value.map((item) => encode(item, seen)).join(",")}]`;
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      throw new TypeError(
        `A cache key argument cannot be an instance of ${value.constructor?.name ?? "a class"}; pass plain data (an id, a string, a number).`,
      );
    }
    const record = value as Record<string, unknown>;
    const fields = Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${encode(record[key], seen)}`);
    return `{${fields.join(",")}}`;
  } finally {
    seen.delete(value);
  }
}

/**
 * A small request validator that reports problems in the service's yup phrasing
 * (docs/protocol.md §4.4): `body.x must be defined`, `body contains unknown
 * properties: a, b`, `query.limit must be greater than or equal to 1`, ...
 *
 * Values are cast the way yup casts them (numbers from numeric strings, booleans
 * from "true"/"false", strings from numbers), so form bodies and query strings work.
 * Every check runs and every failure is reported; the caller joins the lines.
 *
 * Schemas are typed: `Out<typeof schema>` is what `run` returns for valid input, so a
 * route handler receives its body, query and params typed from the schemas it declares.
 */
import type { JsonValue } from "../../interface/wire/common";
import { JSON_LIMITS, STRING_LIMITS } from "./limits";

type Kind = "string" | "number" | "boolean" | "object" | "array" | "mixed";
/** Returns the problem(s) of a value, or null. */
type Check = (value: any, path: string) => string | string[] | null;

/** Renders a value the way yup's `printValue` does inside messages. */
export function printValue(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  if (typeof value === "string") return `"${value}"`;
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  if (typeof value === "boolean" || typeof value === "bigint") return String(value);
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Unknown properties named in an error: the first few, then how many more. */
export const MAX_LISTED_UNKNOWN = 10;

const MAX_LISTED_KEY_LENGTH = 100;

function listed(keys: readonly string[]): string {
  const shown = keys.slice(0, MAX_LISTED_UNKNOWN).map((k) => (k.length > MAX_LISTED_KEY_LENGTH ? `${k.slice(0, MAX_LISTED_KEY_LENGTH)}…` : k)).join(", ");
  return keys.length <= MAX_LISTED_UNKNOWN ? shown : `${shown} and ${keys.length - MAX_LISTED_UNKNOWN} more`;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export class Schema<T = unknown> {
  /** Type-only: the output type (never set at run time). */
  declare readonly __out: T;
  private isDefined = false;
  private isNullable = false;
  private checks: Check[] = [];

  /**
   * @param fields an object schema's field schemas (public so tests can build inputs from a route's schema)
   * @param items an array schema's item schema
   */
  constructor(
    readonly kind: Kind,
    readonly fields?: Record<string, Schema<any>>,
    readonly items?: Schema<any>,
    private readonly duplicateUnknownLine = false,
    private readonly allowUnknown = false,
  ) {}

  private clone<U = T>(): Schema<U> {
    const next = new Schema<U>(this.kind, this.fields, this.items, this.duplicateUnknownLine, this.allowUnknown);
    next.isDefined = this.isDefined;
    next.isNullable = this.isNullable;
    next.checks = [...this.checks];
    return next;
  }

  /** `undefined` is a problem: `<path> must be defined`. */
  defined(): Schema<Exclude<T, undefined>> {
    const next = this.clone<Exclude<T, undefined>>();
    next.isDefined = true;
    return next;
  }

  /** `null` is allowed (otherwise `<path> cannot be null`). */
  nullable(): Schema<T | null> {
    const next = this.clone<T | null>();
    next.isNullable = true;
    return next;
  }

  /** Adds a check that returns a problem text or null. Checks see the cast, non-null value. */
  test(check: Check): Schema<T> {
    const next = this.clone();
    next.checks.push(check);
    return next;
  }

  max(n: number): Schema<T> {
    return this.test((v, p) => this.kind === "string"
      ? (v.length > n ? `${p} must be at most ${n} characters` : null)
      : (v > n ? `${p} must be less than or equal to ${n}` : null));
  }

  min(n: number): Schema<T> {
    return this.test((v, p) => this.kind === "string"
      ? (v.length < n ? `${p} must be at least ${n} characters` : null)
      : (v < n ? `${p} must be greater than or equal to ${n}` : null));
  }

  length(n: number): Schema<T> {
    return this.test((v, p) => (v.length !== n ? `${p} must be exactly ${n} characters` : null));
  }

  integer(): Schema<T> {
    return this.test((v, p) => (Number.isInteger(v) ? null : `${p} must be an integer`));
  }

  matches(regex: RegExp): Schema<T> {
    return this.test((v, p) => (regex.test(v) ? null : `${p} must match the following: "${regex}"`));
  }

  /** Narrows the output to the listed values. */
  oneOf<const V extends readonly unknown[]>(values: V): Schema<(V[number] & NonNullable<T>) | Extract<T, undefined | null>> {
    return this.test((v, p) => (values.includes(v) ? null : `${p} must be one of the following values: ${values.join(", ")}`)) as Schema<any>;
  }

  /** Validates `value` at `path`, appending problems; returns the cast value. */
  run(value: unknown, path: string, problems: string[]): T {
    if (value === undefined) {
      if (this.isDefined) problems.push(`${path} must be defined`);
      return undefined as T;
    }
    if (value === null) {
      if (!this.isNullable) problems.push(`${path} cannot be null`);
      return null as T;
    }
    const cast = this.cast(value);
    if (!this.isType(cast)) {
      const from = cast !== value ? ` (cast from the value \`${printValue(value)}\`)` : "";
      problems.push(`${path} must be a \`${this.kind}\` type, but the final value was: \`${printValue(cast)}\`${from}.`);
      return undefined as T;
    }
    let result: unknown = cast;
    if (this.kind === "object" && this.fields) result = this.runFields(cast as Record<string, unknown>, path, problems);
    if (this.kind === "array" && this.items) {
      const items = this.items;
      result = (cast as unknown[]).map((item, i) => items.run(item, `${path}[${i}]`, problems));
    }
    for (const check of this.checks) {
      const problem = check(result, path);
      if (problem !== null) problems.push(...(Array.isArray(problem) ? problem : [problem]));
    }
    return result as T;
  }

  private runFields(value: Record<string, unknown>, path: string, problems: string[]): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const fields = this.fields!;
    for (const [key, field] of Object.entries(fields)) {
      const v = field.run(value[key], `${path}.${key}`, problems);
      if (v !== undefined) out[key] = v;
    }
    const unknown = Object.keys(value).filter((k) => !Object.prototype.hasOwnProperty.call(fields, k));
    // `__proto__` is never a field: an own key of that name (JSON.parse makes one) is refused
    // even where extra fields pass, so no body can become another object's prototype.
    const refused = this.allowUnknown ? unknown.filter((k) => k === "__proto__") : unknown;
    if (this.allowUnknown) {
      for (const key of unknown) {
        if (key !== "__proto__") Object.defineProperty(out, key, { value: value[key], enumerable: true, writable: true, configurable: true });
      }
    }
    if (refused.length > 0) {
      const line = `${path} contains unknown properties: ${listed(refused)}`;
      problems.push(line);
      if (this.duplicateUnknownLine) problems.push(line);
    }
    return out;
  }

  private cast(value: unknown): unknown {
    switch (this.kind) {
      case "string":
        return typeof value === "number" || typeof value === "boolean" ? String(value) : value;
      case "number": {
        if (typeof value !== "string") return value;
        const stripped = value.replace(/\s/g, "");
        return stripped === "" ? NaN : Number(stripped);
      }
      case "boolean":
        if (typeof value === "boolean") return value;
        // Only strings and numbers: `String()` of an object such as `{"toString": 1}` throws.
        if (typeof value === "string" || typeof value === "number") {
          if (/^(true|1)$/i.test(String(value))) return true;
          if (/^(false|0)$/i.test(String(value))) return false;
        }
        return value;
      default:
        return value;
    }
  }

  private isType(value: unknown): boolean {
    switch (this.kind) {
      case "string": return typeof value === "string";
      // Finite only: JSON.parse reads 1e999 (and a cast reads "Infinity") as Infinity, which no
      // JSON answer or data file can hold (it would be written as null). The service's yup takes
      // it and fails later; the emulator refuses it here, with the type's message.
      case "number": return typeof value === "number" && Number.isFinite(value);
      case "boolean": return typeof value === "boolean";
      case "object": return isPlainObject(value);
      case "array": return Array.isArray(value);
      default: return true;
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// yup's email rule (HTML-like).
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The stricter `email*` rule of sign-up and OTP (docs/protocol.md §13.1). */
export const STRICT_EMAIL = /^[^.]+(\.[^.]+)*@.*\.[^.][^.]+$/;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** True for an absolute URL without spaces (the service's `url` rule). */
export function isValidUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** What a schema's `run` returns for valid input. */
export type Out<S> = S extends Schema<infer T> ? T : never;
/** The field schemas of an object schema (or of a route's params, query or headers). */
export type Fields = Record<string, Schema<any>>;
type RequiredKeys<F extends Fields> = { [K in keyof F]: undefined extends Out<F[K]> ? never : K }[keyof F];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The output of an object schema: fields that may be undefined are optional keys. */
export type ObjectOf<F extends Fields> = Simplify<
  { [K in RequiredKeys<F>]: Out<F[K]> } & { [K in Exclude<keyof F, RequiredKeys<F>>]?: Exclude<Out<F[K]>, undefined> }
>;

/**
 * The service bounds every JSON value it stores (metadata, template content): at most
 * `JSON_LIMITS.depth` levels of arrays and objects and `JSON_LIMITS.length` characters
 * once serialised. Checked without recursion, so no input can exhaust the stack.
 */
export function jsonValueProblem(value: unknown, path: string): string | null {
  const pending: unknown[] = [value];
  const depths: number[] = [1];
  while (pending.length > 0) {
    const v = pending.pop();
    const depth = depths.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (depth > JSON_LIMITS.depth) return `${path} must be nested at most ${JSON_LIMITS.depth} levels deep`;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      pending.push(child);
      depths.push(depth + 1);
    }
  }
  // Depth is bounded now, so serialising cannot overflow the stack.
  const length = JSON.stringify(value)?.length ?? 0;
  return length > JSON_LIMITS.length ? `${path} must be at most ${JSON_LIMITS.length} characters as JSON` : null;
}

/** Builders, named after yup's. */
export const s = {
  string: () => new Schema<string | undefined>("string"),
  number: () => new Schema<number | undefined>("number"),
  boolean: () => new Schema<boolean | undefined>("boolean"),
  /** Any JSON value including null, within the JSON limits. */
  json: () => new Schema<JsonValue | undefined>("mixed").nullable().test(jsonValueProblem) as Schema<JsonValue | undefined>,
  /** Any JSON value except null, within the JSON limits. */
  nonNullJson: () => new Schema<JsonValue | undefined>("mixed").test(jsonValueProblem),
  /**
   * Unknown keys are a problem (`<path> contains unknown properties: ...`) unless
   * `allowUnknown` (then they pass through, each within the JSON limits);
   * `duplicateUnknownLine` repeats that line, as the service's merged schemas do.
   */
  object: <F extends Fields, const O extends { duplicateUnknownLine?: boolean; allowUnknown?: boolean } = {}>(fields: F, opts?: O) =>
    new Schema<(O extends { allowUnknown: true } ? ObjectOf<F> & { [key: string]: unknown } : ObjectOf<F>) | undefined>(
      "object", fields, undefined, opts?.duplicateUnknownLine ?? false, opts?.allowUnknown ?? false),
  array: <I>(items: Schema<I>) => new Schema<Exclude<I, undefined>[] | undefined>("array", undefined, items),
  uuid: () => s.string().test((v, p) => (UUID.test(v) ? null : `${p} must be a valid UUID`)),
  /** A user id or `me`. */
  userId: () => s.string().test((v, p) => (v === "me" || UUID.test(v) ? null : `${p} must be a valid UUID`)),
  email: () => s.string().test((v, p) => (EMAIL.test(v) ? null : `${p} must be a valid email`)),
  /** `email*`: the yup email rule plus the stricter pattern. */
  strictEmail: () => s.email().matches(STRICT_EMAIL),
  /** An absolute URL of at most `maxLength` characters (the service's `url` rule plus its bound). */
  url: (maxLength: number = STRING_LIMITS.url) => s.string().test((v, p) => (isValidUrl(v) ? null : `${p} is not a valid URL`)).max(maxLength),
  /** A display name (user, team, member profile, project), bounded. */
  displayName: () => s.string().max(STRING_LIMITS.displayName),
  /** Standard padded base64 (the service's `is not valid base64` rule). */
  base64: () => s.string().test((v, p) => (BASE64.test(v) ? null : `${p} is not valid base64`)),
  /** A 45-character verification code (the service lower-cases it). */
  code45: () => s.string().length(45),
};

/**
 * Shape checks of success bodies. A body that is JSON but not the shape the SDK reads
 * fails here, at the wire layer, as an InvalidResponseError: never as a TypeError deep in
 * object construction, and never as a wrong answer (a refresh without a token read as
 * signed out, a sign-in without tokens read as signed in). The checks are small
 * closures built once from compact field lists; see `./shapes` for every answer's.
 */

/** Checks a value: `undefined` when it fits, else where it does not (`""` = the value itself, `.a[2].b` = inside). */
export type Check = (value: unknown) => string | undefined;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);

/** Field types of {@link obj}: string, number, boolean, object, array, any JSON value (null too). */
const TYPES: Record<string, (value: unknown) => boolean> = {
  s: (value) => typeof value === "string",
  n: (value) => typeof value === "number",
  b: (value) => typeof value === "boolean",
  o: isObject,
  a: Array.isArray,
  j: (value) => value !== undefined,
};

/**
 * An object whose fields fit `spec`, a space-separated list of `name[:type][?]`: type `s`
 * (string, the default), `n`, `b`, `o`, `a` or `j` (see TYPES); `?` also allows null or
 * absent. `nested` checks further fields with checks of their own. Fields not listed are
 * not looked at (the service may add fields).
 *
 * @example obj("id display_name? signed_up_at_millis:n", { selected_team: maybe(TEAM) })
 */
export function obj(spec: string, nested: Record<string, Check> = {}): Check {
  const fields = spec.split(" ").filter(Boolean).map((field) => /^(\w+)(?::(\w))?(\?)?$/.exec(field)!);
  return (value) => {
    if (!isObject(value)) return "";
    for (const [, name, type = "s", optional] of fields) {
      const field = value[name!];
      if (!(optional && field == null) && !TYPES[type]!(field)) return `.${name}`;
    }
    for (const name in nested) {
      const at = nested[name]!(value[name]);
      if (at !== undefined) return `.${name}${at}`;
    }
    return undefined;
  };
}

/** An array whose items all fit `item`. */
export const list =
  (item: Check): Check =>
  (value) => {
    if (!Array.isArray(value)) return "";
    for (let i = 0; i < value.length; i++) {
      const at = item(value[i]);
      if (at !== undefined) return `[${i}]${at}`;
    }
    return undefined;
  };

/** `check`, or null / absent. */
export const maybe =
  (check: Check): Check =>
  (value) =>
    value == null ? undefined : check(value);

/** A string (the plain-text answers). */
export const text: Check = (value) => (typeof value === "string" ? undefined : "");

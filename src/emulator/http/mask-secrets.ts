/**
 * Secrets out of what the request log keeps (./request-log): the values of headers, body
 * fields, form fields and query parameters that carry keys, tokens, passwords or codes are
 * replaced by {@link MASK}, at any depth of a JSON body and whatever the value's type, and so
 * are the echoes of them an answer may carry (a schema problem repeating the value sent).
 * What is left shows the shape of an exchange (which fields were sent, which error came
 * back) without what would sign anyone in.
 */

/** What a masked value is replaced with. */
export const MASK = "[masked]";

/**
 * A header, field or parameter name whose value is a secret: keys, tokens, passwords,
 * codes, secrets, nonces, cookies and `authorization`. Compared lower-case with `-` as `_`,
 * so `x-stack-secret-server-key` and `secret_server_key` are one rule.
 */
export function isSecretName(name: string): boolean {
  let secret = seen.get(name);
  if (secret === undefined) {
    const n = name.toLowerCase().replace(/-/g, "_");
    secret = /password|secret|token|(^|_)key$|(^|_)code$|^otp$|nonce|verifier|authorization|cookie/.test(n) && !/error_code$/.test(n);
    if (seen.size < SEEN_NAMES) seen.set(name, secret);
  }
  return secret;
}

/** Names already judged (the API uses a few hundred; more, from odd requests, are judged each time). */
const seen = new Map<string, boolean>();
const SEEN_NAMES = 2000;

/**
 * A JSON value with the value of every secret field masked whatever its type (a numeric
 * `code` as much as a string one; inside an object or array under a secret name, every
 * value), but booleans and nulls, so flags such as `has_password` stay; and an API key's
 * `value` (next to its `is_public`). A known error's `code` (next to its `error` text) is the
 * error's name, not a secret, and stays; so does the `last_four` the service shows of a
 * key. Every other string has a schema problem's echo of a secret field masked
 * ({@link maskSchemaProblems}) and, when `echoes` are given, each of them (secrets the
 * request carried, so an answer repeating one does not show it). Each masked value is added
 * to `found`, when given. Parts without a secret are the given value itself, not copies.
 */
export function maskJson(value: unknown, found?: Set<string>, echoes?: readonly string[]): unknown {
  return maskValue(value, false, found, echoes);
}

function maskValue(value: unknown, secret: boolean, found: Set<string> | undefined, echoes: readonly string[] | undefined): unknown {
  if (value === null || typeof value === "boolean") return value;
  if (typeof value !== "object") {
    if (secret) {
      found?.add(String(value));
      return MASK;
    }
    return typeof value === "string" ? maskEchoes(maskSchemaProblems(value), echoes) : value;
  }
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const masked = maskValue(value[i], secret, found, echoes);
      if (masked !== value[i]) (out ??= value.slice())[i] = masked;
    }
    return out ?? value;
  }
  const record = value as Record<string, unknown>;
  const isApiKey = "is_public" in record;
  const isKnownError = typeof record.error === "string";
  let out: Record<string, unknown> | null = null;
  for (const key in record) {
    const field = record[key];
    const fieldSecret = key === "last_four" && typeof field === "string"
      ? false
      : secret || (isApiKey && key === "value") || (isSecretName(key) && !(isKnownError && key === "code" && typeof field === "string"));
    const masked = maskValue(field, fieldSecret, found, echoes);
    if (masked !== field) (out ??= { ...record })[key] = masked;
  }
  return out ?? value;
}

/**
 * The shortest echo {@link maskEchoes} looks for: a shorter value would mask unrelated text
 * (a one-digit code), and a secret that short is not one.
 */
export const MIN_ECHO_CHARS = 4;

/** `text` with every occurrence of each of `echoes` (of {@link MIN_ECHO_CHARS} or more) masked. */
export function maskEchoes(text: string, echoes: readonly string[] | undefined): string {
  if (!echoes) return text;
  let out = text;
  for (const echo of echoes) if (echo.length >= MIN_ECHO_CHARS && out.includes(echo)) out = out.split(echo).join(MASK);
  return out;
}

/**
 * A schema problem (a line of a `SCHEMA_ERROR`'s text and details: "body.code must be a
 * `string` type, but the final value was: `123456`.") repeats the value sent: when any part
 * of the field's path is a secret name, the value (and the one it was cast from) is masked.
 */
export function maskSchemaProblems(text: string): string {
  if (!text.includes("final value was: `")) return text;
  return text.replace(SCHEMA_PROBLEM, (all, path: string, kind: string, _value: string, cast: string | undefined) => {
    if (!path.split(/[.[\]]+/).some((part) => part !== "" && isSecretName(part))) return all;
    return `${path} must be a \`${kind}\` type, but the final value was: \`${MASK}\`${cast === undefined ? "" : ` (cast from the value \`${MASK}\`)`}.`;
  });
}

const SCHEMA_PROBLEM = /([\w$.[\]-]+) must be a `(\w+)` type, but the final value was: `([\s\S]*?)`(?: \(cast from the value `([\s\S]*?)`\))?\.(?=\s|$)/g;

/** Header name to value, secret values masked (and added to `found`, when given). */
export function maskHeaders(headers: Iterable<[string, string]>, found?: Set<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) {
    const secret = isSecretName(name);
    if (secret && value !== "") found?.add(value);
    out[name.toLowerCase()] = secret ? MASK : value;
  }
  return out;
}

/** URL search parameters (or a form body) with secret values masked, as a query string; each masked value is added to `found`, when given. */
export function maskParams(params: URLSearchParams, found?: Set<string>): string {
  const out = new URLSearchParams();
  for (const [name, value] of params) {
    const secret = isSecretName(name);
    if (secret && value !== "") found?.add(value);
    out.append(name, secret ? MASK : value);
  }
  return out.toString().replaceAll(encodeURIComponent(MASK), MASK);
}

/** A URL (absolute or a path) with its secret query parameters masked (and added to `found`, when given); unparsable text is kept as is. */
export function maskUrl(url: string, found?: Set<string>): string {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://x.invalid");
  } catch {
    return url;
  }
  if (parsed.search === "") return url;
  const query = maskParams(parsed.searchParams, found);
  const start = url.indexOf("?");
  const hash = url.indexOf("#", start);
  return `${url.slice(0, start)}?${query}${hash < 0 ? "" : url.slice(hash)}`;
}

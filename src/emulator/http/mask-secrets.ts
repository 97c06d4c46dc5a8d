/**
 * Secrets out of what the request log keeps (./request-log): the values of headers, body
 * fields, form fields and query parameters that carry keys, tokens, passwords or codes are
 * replaced by {@link MASK}, at any depth of a JSON body. What is left shows the shape of an
 * exchange (which fields were sent, which error came back) without what would sign anyone in.
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
 * A JSON value with the string value of every secret field masked (flags such as
 * `has_password` stay), and an API key's `value` (next to its `is_public`). A known error's
 * `code` (next to its `error` text) is the error's name, not a secret, and stays. Parts
 * without a secret are the given value itself, not copies.
 */
export function maskJson(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const masked = maskJson(value[i]);
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
    const secret = typeof field === "string" && (isApiKey && key === "value" ? true : isSecretName(key) && !(isKnownError && key === "code"));
    const masked = secret ? MASK : maskJson(field);
    if (masked !== field) (out ??= { ...record })[key] = masked;
  }
  return out ?? value;
}

/** Header name to value, secret values masked. */
export function maskHeaders(headers: Iterable<[string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of headers) out[name.toLowerCase()] = isSecretName(name) ? MASK : value;
  return out;
}

/** URL search parameters (or a form body) with secret values masked, as a query string. */
export function maskParams(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const [name, value] of params) out.append(name, isSecretName(name) ? MASK : value);
  return out.toString().replaceAll(encodeURIComponent(MASK), MASK);
}

/** A URL (absolute or a path) with its secret query parameters masked; unparsable text is kept as is. */
export function maskUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://x.invalid");
  } catch {
    return url;
  }
  if (parsed.search === "") return url;
  const query = maskParams(parsed.searchParams);
  const start = url.indexOf("?");
  const hash = url.indexOf("#", start);
  return `${url.slice(0, start)}?${query}${hash < 0 ? "" : url.slice(hash)}`;
}

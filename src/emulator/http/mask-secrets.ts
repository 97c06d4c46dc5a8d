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
  const n = name.toLowerCase().replace(/-/g, "_");
  return /password|secret|token|(^|_)key$|(^|_)code$|^otp$|nonce|verifier|authorization|cookie/.test(n) && !/error_code$/.test(n);
}

/**
 * A JSON value with the string value of every secret field masked (flags such as
 * `has_password` stay), and an API key's `value` (next to its `is_public`). A known error's
 * `code` (next to its `error` text) is the error's name, not a secret, and stays.
 */
export function maskJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskJson);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  const isApiKey = "is_public" in value;
  const isKnownError = typeof (value as { error?: unknown }).error === "string";
  for (const [key, field] of Object.entries(value)) {
    const secret = typeof field === "string" && (isApiKey && key === "value" ? true : isSecretName(key) && !(isKnownError && key === "code"));
    out[key] = secret ? MASK : maskJson(field);
  }
  return out;
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

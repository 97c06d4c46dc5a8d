/**
 * Where requests go: `<base>/api/v1<path>` (docs/protocol.md §1).
 */
import { GatehouseAssertionError } from "../errors";
import type { InterfaceOptions } from "./options";

/** A query parameter value; `undefined`/`null` are dropped, booleans become `"true"`/`"false"`. */
export type QueryValue = string | number | boolean | undefined | null;

/** The API base for this environment, without a trailing `/`. */
export function resolveBaseUrl(baseUrl: InterfaceOptions["baseUrl"]): string {
  // The object form exists because a browser and a server may reach the service by different hosts.
  const chosen = typeof baseUrl === "string" ? baseUrl : typeof window !== "undefined" ? baseUrl.browser : baseUrl.server;
  if (typeof chosen !== "string" || chosen === "") {
    throw new TypeError("gatehouse: baseUrl must be a non-empty URL string (or { browser, server } of them).");
  }
  return chosen.endsWith("/") ? chosen.slice(0, -1) : chosen;
}

/** `?a=1&b=true` from a query object, in insertion order; `""` when nothing remains. */
export function buildQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

/**
 * The full URL of an API path. The service rejects nothing for a trailing slash, but the
 * seed SDK strips one from every URL, so requests look the same as its requests.
 */
export function buildApiUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  if (!path.startsWith("/")) throw new GatehouseAssertionError(`API path must start with "/": ${path}`);
  let full = `${base}/api/v1${path}`;
  if (full.endsWith("/")) full = full.slice(0, -1);
  return full + buildQueryString(query);
}

/**
 * One path segment, percent-encoded so it can never change which route is called.
 * Characters RFC 3986 allows in a segment as they are (`$ : @ ! & ' ( ) * + , ; =`)
 * stay literal, as in the recorded exchanges (`/team-permission-definitions/docs:read`).
 */
export function encodePathSegment(segment: string): string {
  // URL parsing resolves "." and ".." (even percent-encoded) as directory steps: another route.
  if (segment === "." || segment === "..") throw new TypeError(`gatehouse: "${segment}" is not a valid id.`);
  return encodeURIComponent(segment).replace(/%(24|26|2B|2C|3A|3B|3D|40)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A path from literal parts and ids, each id encoded with `encodePathSegment`:
 * `apiPath\`/users/${id}\``.
 */
export function apiPath(strings: TemplateStringsArray, ...ids: string[]): string {
  let out = strings[0] ?? "";
  ids.forEach((id, i) => {
    if (typeof id !== "string" || id === "") {
      throw new TypeError(`gatehouse: a path id must be a non-empty string (got ${JSON.stringify(id)}).`);
    }
    out += encodePathSegment(id) + (strings[i + 1] ?? "");
  });
  return out;
}

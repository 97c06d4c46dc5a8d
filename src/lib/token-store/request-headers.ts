/**
 * The request shapes `tokenStore: request` accepts, and reading one header from either:
 * a Fetch-style request (`headers.get(name)`) or a Node-style one (a plain `headers`
 * object, as on node:http's `IncomingMessage` and Express's `req`). Never writes to it.
 */

/** A Fetch-style request: a Fetch `Request`, Next's, Hono's `c.req.raw`... */
export type FetchRequestLike = { headers: { get(name: string): string | null | undefined } };

/** A Node-style request: node:http's `IncomingMessage`, Express's or Fastify's `req.raw`. Header names in lower case. */
export type NodeRequestLike = { headers: { readonly [name: string]: string | string[] | undefined } };

/** A server request as far as the token store cares: Fetch-style or Node-style. */
export type RequestLike = FetchRequestLike | NodeRequestLike;

/** True for either request shape: an object whose `headers` is an object. */
export function isRequestLike(value: unknown): value is RequestLike {
  if (typeof value !== "object" || value === null) return false;
  const headers = (value as { headers?: unknown }).headers;
  return typeof headers === "object" && headers !== null;
}

/**
 * The value of header `name` (lower case), or null. Node joins repeated headers itself,
 * except a few it keeps as arrays: those are joined here the way HTTP would combine them
 * (`; ` for cookie, `, ` otherwise).
 */
export function readRequestHeader(request: RequestLike, name: string): string | null {
  const headers = request.headers;
  if (typeof (headers as { get?: unknown }).get === "function") return (headers as FetchRequestLike["headers"]).get(name) ?? null;
  const plain = headers as NodeRequestLike["headers"];
  let value = plain[name];
  if (value === undefined) {
    // A hand-made object may not use lower case, as Node does.
    const key = Object.keys(plain).find((k) => k.toLowerCase() === name);
    value = key === undefined ? undefined : plain[key];
  }
  if (Array.isArray(value)) return value.join(name === "cookie" ? "; " : ", ");
  return typeof value === "string" ? value : null;
}

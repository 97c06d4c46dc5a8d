/**
 * What a route is, and what its handler receives and returns.
 */
import type { Core } from "../core";
import type { AccessTokenClaims } from "../tokens/access-token";
import type { AccessType, ProjectRecord, UserRecord } from "../state/types";
import type { Call, HeaderReader } from "./call";
import type { Fields, ObjectOf, Out, Schema } from "./schema";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The project/user a request authenticated as (docs/protocol.md §5.3); null when no access type was sent. */
export type RequestAuth = {
  type: AccessType;
  project: ProjectRecord;
  branchId: string;
  /** The user of `x-stack-access-token`; null when absent or when the user no longer exists. */
  user: UserRecord | null;
  /** The verified claims of `x-stack-access-token`, even if its user or session is gone. */
  accessToken: AccessTokenClaims | null;
  /** Set when the request used `x-stack-admin-access-token`: the `internal` user behind it. */
  adminUser: UserRecord | null;
};

/** What a handler receives: the validated input, typed from the route's schemas. */
export type RouteRequest<Body = unknown, Query = Record<string, string | undefined>, Params = Record<string, string>, Auth = RequestAuth | null> = {
  core: Core;
  request: Call;
  url: URL;
  /** The origin the emulator answers on (token issuer, links): `fixedBaseUrl` or the request's origin. */
  baseUrl: string;
  auth: Auth;
  body: Body;
  query: Query;
  params: Params;
  headers: HeaderReader;
};

/** What a handler returns: JSON, plain text, a stream (its headers say its type), or a ready Response (HTML pages, redirects). */
export type Reply =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; text: string; headers?: Record<string, string> }
  | { status: number; stream: ReadableStream<Uint8Array>; headers: Record<string, string> }
  | Response;

/** The access a route allows: `"none"` (with or without project headers) or the tiers allowed. */
export type Access = "none" | readonly AccessType[];

/** A route as the router keeps it (its handler's input types erased; see {@link route}). */
export type RouteSpec = {
  method: Method;
  /** Path under `/api/v1` with `:name` parameters, e.g. `/users/:user_id`; `/` is `/api/v1` itself. */
  path: string;
  /** `"none"`: works with or without project headers. Otherwise the access types allowed (C+, S+, A). */
  access: Access;
  /** Needs a signed-in user, checked with the schema (`auth.user must be defined`). */
  user?: boolean;
  params?: Fields;
  /** Query fields; any other query parameter is a SCHEMA_ERROR. */
  query?: Fields;
  /** The service's schema for the route names no query: it reads none and refuses none (`query` is then empty). Set by routes/query-free. */
  anyQuery?: boolean;
  /** Header fields to require/validate (others are ignored). */
  headers?: Fields;
  /** Body schema (ignored for GET). A function picks it per caller tier (CRUD client/server variants). No schema: any body. */
  body?: Schema<any> | ((type: AccessType | null) => Schema<any>);
  handler(req: RouteRequest<any, any, any, any>): Promise<Reply> | Reply;
};

/** The `:name` parameters of a path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}` ? Name : never;

/** Path parameters: those with a schema are its output, the others defined strings. */
export type ParamsOf<P extends string, PF extends Fields> = {
  [K in ParamNames<P>]: K extends keyof PF ? Exclude<Out<PF[K]>, undefined> : string;
};

/** With an access type required, the dispatcher has authenticated the request. */
type AuthFor<A extends Access, U extends boolean> = A extends "none" ? RequestAuth | null : U extends true ? RequestAuth & { user: UserRecord } : RequestAuth;

/**
 * Declares a route with its handler's input typed from the schemas: `body` is the body
 * schema's output, `query` and `params` the objects of their field schemas, `auth` non-null
 * when an access type is required (with a user when `user: true`).
 */
export function route<const P extends string, A extends Access, B = unknown, QF extends Fields = {}, PF extends Fields = {}, U extends boolean = false>(spec: {
  method: Method;
  path: P;
  access: A;
  user?: U;
  params?: PF;
  query?: QF;
  headers?: Fields;
  body?: Schema<B> | ((type: AccessType | null) => Schema<B>);
  handler(req: RouteRequest<B, ObjectOf<QF>, ParamsOf<P, PF>, AuthFor<A, U>>): Promise<Reply> | Reply;
}): RouteSpec {
  return spec as RouteSpec;
}

/** A body schema per caller tier: clients get `client`, servers and admins `server` (whose fields include the client's). */
export function byTier<C extends S, S>(client: Schema<C>, server: Schema<S>): (type: AccessType | null) => Schema<S> {
  return (type) => (type === "client" ? (client as unknown as Schema<S>) : server);
}

export const CLIENT_AND_UP = ["client", "server", "admin"] as const satisfies readonly AccessType[];
export const SERVER_AND_UP = ["server", "admin"] as const satisfies readonly AccessType[];
export const ADMIN_ONLY = ["admin"] as const satisfies readonly AccessType[];

export function json(body: unknown, status = 200, headers?: Record<string, string>): Reply {
  return headers ? { status, json: body, headers } : { status, json: body };
}

export function text(body: string, status = 200): Reply {
  return { status, text: body };
}

export function success(): Reply {
  return json({ success: true });
}

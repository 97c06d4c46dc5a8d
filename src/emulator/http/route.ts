/**
 * What a route is, and what its handler receives and returns.
 */
import type { Core } from "../core";
import type { AccessTokenClaims } from "../tokens/access-token";
import type { AccessType, ProjectRecord, UserRecord } from "../state/types";
import type { Call, HeaderReader } from "./call";
import type { Schema } from "./schema";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The project/user a request authenticated as (README §5.3); null when no access type was sent. */
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

export type RouteRequest<Body = any, Query = any, Params = any> = {
  core: Core;
  request: Call;
  url: URL;
  /** The origin the emulator answers on (token issuer, links): `fixedBaseUrl` or the request's origin. */
  baseUrl: string;
  auth: RequestAuth | null;
  body: Body;
  query: Query;
  params: Params;
  headers: HeaderReader;
};

/** What a handler returns: JSON, plain text, or a ready Response (HTML pages, redirects). */
export type Reply =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; text: string; headers?: Record<string, string> }
  | Response;

export type RouteSpec = {
  method: Method;
  /** Path under `/api/v1` with `:name` parameters, e.g. `/users/:user_id`; `/` is `/api/v1` itself. */
  path: string;
  /** `"none"`: works with or without project headers. Otherwise the access types allowed (C+, S+, A). */
  access: "none" | readonly AccessType[];
  /** Needs a signed-in user, checked with the schema (`auth.user must be defined`). */
  user?: boolean;
  params?: Record<string, Schema<any>>;
  /** Query fields; any other query parameter is a SCHEMA_ERROR. */
  query?: Record<string, Schema<any>>;
  /** Header fields to require/validate (others are ignored). */
  headers?: Record<string, Schema<any>>;
  /** Body schema (ignored for GET). A function picks it per caller tier (CRUD client/server variants). No schema: any body. */
  body?: Schema<any> | ((type: AccessType | null) => Schema<any>);
  handler(req: RouteRequest): Promise<Reply> | Reply;
};

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

/**
 * The OAuth token endpoint (docs/protocol.md §7.4, §8.4). It takes form or JSON bodies and
 * no project headers; the client is authenticated by `client_id` (project id,
 * optionally `#<branch>`) and `client_secret` (a publishable client key).
 *
 * Grants are looked up in `grantHandlers`. The refresh grant lives here; the OAuth area
 * adds `authorization_code` by assigning `grantHandlers.authorization_code` (until then
 * every code is invalid, which is what the service says about a code it does not know).
 */
import { KnownErrors } from "../../errors";
import { OAuthJsonError } from "../http/errors";
import { json, type Reply, type RouteRequest, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { findProject, isValidProjectKey } from "../state/projects";
import { findSessionByRefreshToken, touchSession } from "../state/sessions";
import type { ProjectRecord } from "../state/types";
import { mintAccessToken } from "../tokens/activity";

export type GrantContext = RouteRequest & { project: ProjectRecord; fields: Record<string, unknown> };
export type GrantHandler = (context: GrantContext) => Promise<Reply> | Reply;

/** The OAuth library's missing-parameter error (`invalid_request`, 400, no known-error header). */
export function missingParameter(name: string): OAuthJsonError {
  return new OAuthJsonError(400, "invalid_request", `Missing parameter: \`${name}\``);
}

const refreshTokenGrant: GrantHandler = async ({ core, project, fields, baseUrl, headers }) => {
  const refreshToken = fields.refresh_token;
  if (typeof refreshToken !== "string" || refreshToken === "") throw missingParameter("refresh_token");
  const session = findSessionByRefreshToken(core, project.id, refreshToken);
  if (!session) throw new KnownErrors.RefreshTokenNotFoundOrExpired();
  touchSession(core, session);
  const accessToken = await mintAccessToken(core, project, session, baseUrl, headers);
  // `expires_in` is the OAuth library's 1-hour default, not the JWT's life (docs/protocol.md §7.4).
  return json({ access_token: accessToken, token_type: "Bearer", expires_in: 3600, scope: "legacy" }, 200, { pragma: "no-cache" });
};

export const grantHandlers: Record<string, GrantHandler> = {
  refresh_token: refreshTokenGrant,
  authorization_code: () => {
    throw new KnownErrors.InvalidAuthorizationCode();
  },
};

export const oauthTokenRoutes: RouteSpec[] = [
  route({
    method: "POST",
    path: "/auth/oauth/token",
    access: "none",
    body: s.object({ grant_type: s.string().defined().oneOf(["authorization_code", "refresh_token"]) }, { allowUnknown: true }).defined(),
    handler(req) {
      const fields = req.body;
      const clientId = typeof fields.client_id === "string" ? fields.client_id : "";
      const clientSecret = typeof fields.client_secret === "string" ? fields.client_secret : "";
      const project = findProject(req.core, clientId.split("#")[0]!);
      const branch = clientId.includes("#") ? clientId.slice(clientId.indexOf("#") + 1) : "main";
      if (!project || branch !== "main" || !isValidProjectKey(project, "client", clientSecret, req.core.clock.now())) {
        throw new KnownErrors.InvalidOAuthClientIdOrSecret(null);
      }
      return grantHandlers[String(fields.grant_type)]!({ ...req, project, fields });
    },
  }),
];

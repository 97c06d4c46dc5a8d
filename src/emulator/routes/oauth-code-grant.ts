/**
 * The token endpoint's `authorization_code` grant (docs/protocol.md §8.4), installed into the
 * token route's grant table by `routes/oauth.ts`. Checks in the order of the service's OAuth library: the
 * code (known, this project's, unexpired, unused, PKCE verifier), then the redirect URI;
 * the code is spent before the MFA gate, as on the service.
 */
import { KnownErrors } from "../../errors";
import { createHash } from "node:crypto";
import { json } from "../http/route";
import { get, update } from "../state/store";
import { findUser } from "../state/users";
import { requireNoMfa, startSession } from "../tokens/sign-in";
import { missingParameter, type GrantHandler } from "./oauth-token";

function challengeOf(method: string, verifier: string): string | null {
  if (method === "S256") return createHash("sha256").update(verifier).digest("base64url");
  if (method === "plain") return verifier;
  return null;
}

export const authorizationCodeGrant: GrantHandler = async ({ core, project, fields, baseUrl, headers }) => {
  const code = fields.code;
  if (typeof code !== "string" || code === "") throw missingParameter("code");
  const record = get(core, "oauthAuthorizationCodes", code);
  const now = core.clock.now();
  if (!record || record.projectId !== project.id || record.used || record.expiresAtMillis <= now) throw new KnownErrors.InvalidAuthorizationCode();
  const verifier = fields.code_verifier;
  if (typeof verifier !== "string" || verifier === "" || challengeOf(record.codeChallengeMethod, verifier) !== record.codeChallenge) {
    throw new KnownErrors.InvalidAuthorizationCode();
  }
  if (fields.redirect_uri !== record.redirectUri) throw new KnownErrors.RedirectUrlNotWhitelisted();
  update(core, "oauthAuthorizationCodes", record, { used: true });

  const user = findUser(core, project.id, record.userId);
  if (!user) throw new KnownErrors.InvalidAuthorizationCode();
  requireNoMfa(core, project, user, record.isNewUser);
  const tokens = await startSession(core, project, user, baseUrl, headers);
  // Keys in the service's order, including the deprecated camelCase duplicates.
  return json({
    access_token: tokens.accessToken,
    token_type: "Bearer",
    expires_in: 3599,
    refresh_token: tokens.refreshToken,
    scope: "legacy",
    newUser: record.isNewUser,
    is_new_user: record.isNewUser,
    afterCallbackRedirectUrl: record.afterCallbackRedirectUrl,
    after_callback_redirect_url: record.afterCallbackRedirectUrl,
  }, 200, { pragma: "no-cache" });
};

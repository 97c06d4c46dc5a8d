/**
 * Provider access tokens of connected accounts (docs/protocol.md §13.6): the current route and
 * the deprecated proxy under `/auth/oauth/connected-accounts`. The tokens are what the
 * callback received: from the real provider (refreshed there, `oauth/connected-tokens.ts`),
 * or from the mock provider (which mints a new one when none is fresh).
 */
import { KnownErrors } from "../../errors";
import { isKnownError } from "../../errors/known-error";
import { StatusError } from "../http/errors";
import { errorReply } from "../http/respond";
import { CLIENT_AND_UP, json, type Reply, type RequestAuth, type RouteRequest, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { chooseUpstream } from "../oauth/choose-upstream";
import { upstreamAccessToken } from "../oauth/connected-tokens";
import { providerAccessToken, splitScopes } from "../oauth/mock-provider";
import { findUser } from "../state/users";
import { findProvider } from "./oauth";
import type { Core } from "../core";

const bodySchema = s.object({ scope: s.string() }).defined();

async function accessToken(core: Core, auth: RequestAuth, userId: string, providerId: string, scope: string | undefined): Promise<Reply> {
  if (auth.type === "client" && userId !== "me" && userId !== auth.user?.id) {
    throw new StatusError(403, "Client can only access its own connected accounts");
  }
  if (userId === "me" && !auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
  const provider = findProvider(auth.project, providerId);
  if (!provider) throw new KnownErrors.OAuthProviderNotFoundOrNotEnabled();
  if (provider.type === "shared") throw new KnownErrors.OAuthAccessTokenNotAvailableWithSharedOAuthKeys();
  const user = userId === "me" ? auth.user! : findUser(core, auth.project.id, userId);
  if (!user) throw new KnownErrors.UserNotFound();
  const account = user.oauthAccounts.find((a) => a.providerId === providerId);
  if (!account) throw new KnownErrors.OAuthConnectionNotConnectedToUser();
  let token: string | null;
  try {
    const upstream = await chooseUpstream(core, provider);
    token = upstream
      ? await upstreamAccessToken(core, upstream, { projectId: auth.project.id, providerId, accountId: account.accountId }, splitScopes(scope), scope)
      : providerAccessToken(core, auth.project.id, providerId, account.accountId, splitScopes(scope));
  } catch (error) {
    // A provider that cannot be reached: its 502, answered here (not logged as the emulator's own failure).
    if (error instanceof StatusError) return errorReply(error, "");
    throw error;
  }
  if (token === null) throw new KnownErrors.OAuthConnectionDoesNotHaveRequiredScope();
  return json({ access_token: token }, 201);
}

/**
 * The deprecated proxy forwards the caller's headers (the status override included) and
 * passes back the inner status and JSON, but none of the inner `x-stack-*` headers.
 */
async function proxy(req: RouteRequest): Promise<Reply> {
  const { core, auth, params, body, request, url } = req;
  const overridden = request.headers.has("x-stack-override-error-status");
  try {
    if (!auth) throw new KnownErrors.AccessTypeRequired();
    const problems: string[] = [];
    const parsed = bodySchema.run(body, "body", problems);
    if (problems.length > 0) {
      const innerPath = url.pathname.replace("/auth/oauth/connected-accounts/", "/connected-accounts/me/");
      throw new KnownErrors.SchemaError(`Request validation failed on POST ${innerPath}:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    }
    return await accessToken(core, auth, "me", params.provider_id, parsed.scope);
  } catch (error) {
    if (!isKnownError(error)) throw error;
    return json(error.toJson(), overridden ? 200 : error.statusCode);
  }
}

export const connectedAccountRoutes: RouteSpec[] = [
  route({
    method: "POST",
    path: "/connected-accounts/:user_id/:provider_id/access-token",
    access: CLIENT_AND_UP,
    params: { user_id: s.userId().defined(), provider_id: s.string().defined() },
    body: bodySchema,
    handler: ({ core, auth, params, body }) => accessToken(core, auth!, params.user_id, params.provider_id, body.scope),
  }),
  route({ method: "POST", path: "/auth/oauth/connected-accounts/:provider_id/access-token", access: "none", handler: proxy }),
];

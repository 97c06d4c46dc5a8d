/**
 * OAuth sign-in and account linking, the service's side (docs/protocol.md §8.2, §8.3, §8.6):
 * `GET /auth/oauth/authorize/{provider}` starts an outer flow and sends the browser to
 * the provider (`oauth/choose-upstream.ts`: a real provider, an OpenID provider, or the
 * built-in mock); `GET|POST /auth/oauth/callback/{provider}` takes the provider's answer
 * (exchanging its code when it is not the mock) and sends the browser back to the app
 * with an authorization code.
 * The code grant of the token endpoint is in `oauth-code-grant.ts`.
 */
import { KnownErrors } from "../../errors";
import { randomBytes } from "node:crypto";
import { isKnownError, type KnownError } from "../../errors/known-error";
import type { Core } from "../core";
import { isFetchResponse, type Call } from "../http/call";
import { StatusError } from "../http/errors";
import { errorReply } from "../http/respond";
import { json, type Reply, type RouteRequest, type RouteSpec, route } from "../http/route";
import { STRING_LIMITS } from "../http/limits";
import { isValidUrl, s, type ObjectOf } from "../http/schema";
import { chooseUpstream } from "../oauth/choose-upstream";
import { storeUpstreamTokens } from "../oauth/connected-tokens";
import { baseScopes, grantProviderTokens, mockAccountId, randomToken, splitScopes } from "../oauth/mock-provider";
import { resolveOAuthUser, type ProviderIdentity } from "../oauth/resolve-user";
import { authorizationUrl, exchangeCode, mergeScopes, type Upstream, type UpstreamTokens } from "../oauth/upstream";
import { AUTHORIZATION_CODE_LIFETIME_MS, OUTER_FLOW_LIFETIME_MS, pruneOAuthState, type OAuthFlowRecord } from "../state/oauth";
import { findProject } from "../state/projects";
import { get, insert, update } from "../state/store";
import { isValidProjectKey } from "../state/projects";
import { isTrustedUrl } from "../state/trusted-urls";
import type { OAuthProviderConfig, ProjectRecord } from "../state/types";
import { accessTokenError, verifyAccessToken } from "../tokens/access-token";
import { authorizationCodeGrant } from "./oauth-code-grant";
import { grantHandlers } from "./oauth-token";

export const INNER_COOKIE_PREFIX = "stack-oauth-inner-";
/** Where the mock provider's sign-in page lives (outside `/api/v1`). */
export const MOCK_PROVIDER_PATH = "/emulator/oauth";

const TEXT = {
  cookieNotFound: "Inner OAuth cookie not found. This is likely because you refreshed the page during the OAuth sign in process. Please try signing in again",
  invalidCookie: "Invalid OAuth cookie. Please try signing in again.",
  invalidGrant: "Inner OAuth callback failed due to invalid grant. Please try again.",
  invalidScope: "Invalid scope requested. Please check the scopes you are requesting.",
};

/** The service's `url` rule with both of its messages. */
const url = () => s.string()
  .test((v, p) => (/\s/.test(v) ? `${p} contains spaces` : null))
  .test((v, p) => (isValidUrl(v) ? null : `${p} is not a valid URL`))
  .max(STRING_LIMITS.url);

const authorizeQuery = {
  client_id: s.string().defined(),
  client_secret: s.string().defined(),
  redirect_uri: url().defined(),
  scope: s.string().defined(),
  state: s.string().defined(),
  grant_type: s.string().defined().oneOf(["authorization_code"]),
  code_challenge: s.string().defined(),
  code_challenge_method: s.string().defined().oneOf(["S256", "plain"]),
  response_type: s.string().defined().oneOf(["code"]),
  type: s.string().oneOf(["authenticate", "link"]),
  error_redirect_url: url(),
  error_redirect_uri: url(),
  after_callback_redirect_url: s.string(),
  token: s.string(),
  provider_scope: s.string(),
};

export function findProvider(project: ProjectRecord, providerId: string): OAuthProviderConfig | undefined {
  return project.config.oauth_providers.find((p) => p.id === providerId);
}

function withoutFragment(raw: string): string {
  const parsed = new URL(raw);
  parsed.hash = "";
  return parsed.toString();
}

/** RFC 6265 cookie-name characters; a `state` with others cannot name a cookie the emulator set. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]*$/;

/** The header that clears the flow's inner cookie, or null when `innerState` cannot be part of a cookie name. */
function clearInnerCookie(innerState: string): string | null {
  if (!COOKIE_NAME.test(innerState)) return null;
  return `${INNER_COOKIE_PREFIX}${innerState}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

function readCookie(request: Call, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

async function authorize({ core, query, params, baseUrl }: RouteRequest<unknown, ObjectOf<typeof authorizeQuery>, { provider_id: string }>): Promise<Reply> {
  const providerId = String(params.provider_id);
  const clientId = String(query.client_id);
  const project = findProject(core, clientId.split("#")[0]!);
  const branch = clientId.includes("#") ? clientId.slice(clientId.indexOf("#") + 1) : "main";
  if (!project || branch !== "main") throw new KnownErrors.InvalidOAuthClientIdOrSecret(clientId);
  if (!isValidProjectKey(project, "client", String(query.client_secret), core.clock.now())) throw new KnownErrors.InvalidPublishableClientKey(project.id);
  const provider = findProvider(project, providerId);
  if (!provider) throw new KnownErrors.OAuthProviderNotFoundOrNotEnabled();
  if (query.provider_scope && provider.type === "shared") throw new KnownErrors.OAuthExtraScopeNotAvailableWithSharedOAuthKeys();

  const type: "authenticate" | "link" = query.type ?? "authenticate";
  let linkUserId: string | null = null;
  if (type === "link") {
    const verified = await verifyAccessToken(query.token ?? "", (id) => findProject(core, id), core.clock.now());
    if (!verified.ok) throw accessTokenError(verified);
    if (verified.projectId !== project.id) throw new StatusError(403, "The access token is not valid for this project");
    if (verified.claims.branchId !== "main") throw new StatusError(403, "The access token is not valid for this branch");
    linkUserId = verified.claims.sub;
  }

  // Before anything is stored: an OpenID provider that cannot be reached fails the request
  // (its 502 is answered here: it is the provider's failure, not the emulator's).
  let upstream: Upstream | null;
  try {
    upstream = await chooseUpstream(core, provider);
  } catch (error) {
    if (error instanceof StatusError) return errorReply(error, "");
    throw error;
  }
  pruneOAuthState(core);
  const innerState = randomToken(32);
  const callbackUrl = `${baseUrl}/api/v1/auth/oauth/callback/${encodeURIComponent(providerId)}`;
  const codeVerifier = upstream ? randomToken(32) : null;
  const flow: OAuthFlowRecord = {
    innerState,
    projectId: project.id,
    providerId,
    type,
    linkUserId,
    redirectUri: withoutFragment(query.redirect_uri),
    state: query.state,
    scope: query.scope,
    codeChallenge: query.code_challenge,
    codeChallengeMethod: query.code_challenge_method,
    errorRedirectUrl: query.error_redirect_uri ?? query.error_redirect_url ?? null,
    afterCallbackRedirectUrl: query.after_callback_redirect_url ?? null,
    providerScope: query.provider_scope ?? null,
    createdAtMillis: core.clock.now(),
    ...(codeVerifier === null ? {} : { upstream: { codeVerifier, redirectUri: callbackUrl } }),
  };
  insert(core, "oauthFlows", flow);
  core.changed();

  let location: string;
  if (upstream && codeVerifier !== null) {
    location = authorizationUrl(upstream, { redirectUri: callbackUrl, state: innerState, codeVerifier, providerScope: flow.providerScope });
  } else {
    const page = new URL(`${baseUrl}${MOCK_PROVIDER_PATH}/${encodeURIComponent(providerId)}/authorize`);
    page.searchParams.set("client_id", providerId);
    page.searchParams.set("redirect_uri", callbackUrl);
    page.searchParams.set("scope", [...baseScopes(providerId), ...splitScopes(flow.providerScope)].join(" "));
    page.searchParams.set("response_type", "code");
    page.searchParams.set("state", innerState);
    location = page.toString();
  }
  const expires = new Date(core.clock.now() + OUTER_FLOW_LIFETIME_MS).toUTCString();
  const secure = baseUrl.startsWith("https:") ? "; Secure" : "";
  return new Response(null, {
    status: 307,
    headers: {
      location,
      "set-cookie": `${INNER_COOKIE_PREFIX}${innerState}=true; Path=/; Expires=${expires}; Max-Age=600${secure}; HttpOnly`,
    },
  });
}

/** A known error of the callback: a 307 to the flow's trusted error URL, else the error itself. */
function redirectOrThrow(error: KnownError, project: ProjectRecord, flow: OAuthFlowRecord): never | Reply {
  if (flow.errorRedirectUrl === null || !isTrustedUrl(project, flow.errorRedirectUrl)) throw error;
  const target = new URL(flow.errorRedirectUrl);
  target.searchParams.set("errorCode", error.errorCode);
  target.searchParams.set("message", error.message);
  target.searchParams.set("details", JSON.stringify(error.details ?? {}));
  return new Response(null, { status: 307, headers: { location: target.toString() } });
}

/** Who the provider says signed in, and (for a real or OpenID provider) its tokens. */
type ProviderAnswer = { identity: ProviderIdentity; upstream: { provider: Upstream; tokens: UpstreamTokens } | null };

/** The built-in mock provider's answer: its one-time code stands for the email typed on its page. */
function mockAnswer(core: Core, flow: OAuthFlowRecord, query: Record<string, string>): ProviderAnswer {
  if (query.error !== undefined) throw new KnownErrors.OAuthProviderAccessDenied();
  const providerCode = query.code === undefined ? undefined : get(core, "oauthProviderCodes", query.code);
  if (!providerCode || providerCode.used || providerCode.innerState !== flow.innerState || providerCode.providerId !== flow.providerId) {
    throw new StatusError(400, TEXT.invalidGrant);
  }
  update(core, "oauthProviderCodes", providerCode, { used: true });
  return { identity: { accountId: mockAccountId(flow.providerId, providerCode.email), email: providerCode.email, emailVerified: true }, upstream: null };
}

/** A real or OpenID provider's answer: the code exchanged with the flow's PKCE verifier, then who signed in. */
async function upstreamAnswer(core: Core, project: ProjectRecord, flow: OAuthFlowRecord, query: Record<string, string>): Promise<ProviderAnswer> {
  const provider = await chooseUpstream(core, findProvider(project, flow.providerId)!);
  // The provider's setup changed since the flow began (say, the emulator restarted without its provider URL).
  if (!provider || !flow.upstream) throw new StatusError(400, TEXT.invalidGrant);
  const { tokens, identity } = await exchangeCode(core.oauth, provider, { params: query, redirectUri: flow.upstream.redirectUri, codeVerifier: flow.upstream.codeVerifier });
  return { identity, upstream: { provider, tokens } };
}

async function finishFlow(core: Core, project: ProjectRecord, flow: OAuthFlowRecord, query: Record<string, string>): Promise<Reply> {
  if (flow.createdAtMillis + OUTER_FLOW_LIFETIME_MS <= core.clock.now()) throw new KnownErrors.OuterOAuthTimeout();
  if (!findProvider(project, flow.providerId)) throw new KnownErrors.OAuthProviderNotFoundOrNotEnabled();
  const answer = flow.upstream ? await upstreamAnswer(core, project, flow, query) : mockAnswer(core, flow, query);
  // The state may have changed while the provider answered.
  const current = findProject(core, project.id);
  if (!current) throw new StatusError(400, TEXT.invalidCookie);
  project = current;
  if (!findProvider(project, flow.providerId)) throw new KnownErrors.OAuthProviderNotFoundOrNotEnabled();

  // The order of the service's OAuth server: redirect URI, then scope, then the user.
  if (!isTrustedUrl(project, flow.redirectUri)) throw new KnownErrors.RedirectUrlNotWhitelisted();
  if (flow.scope !== "legacy") throw new StatusError(400, TEXT.invalidScope);
  const { identity } = answer;
  const { user, isNewUser } = resolveOAuthUser(core, project, flow, identity);
  const ids = { projectId: project.id, providerId: flow.providerId, accountId: identity.accountId };
  if (answer.upstream) {
    const { provider, tokens } = answer.upstream;
    storeUpstreamTokens(core, provider, ids, tokens, mergeScopes(provider.baseScopes, flow.providerScope));
  } else {
    grantProviderTokens(core, project.id, flow.providerId, identity.accountId, [...baseScopes(flow.providerId), ...splitScopes(flow.providerScope)]);
  }

  const code = randomBytes(32).toString("hex");
  insert(core, "oauthAuthorizationCodes", {
    code,
    projectId: project.id,
    userId: user.id,
    redirectUri: flow.redirectUri,
    codeChallenge: flow.codeChallenge,
    codeChallengeMethod: flow.codeChallengeMethod,
    isNewUser,
    afterCallbackRedirectUrl: flow.afterCallbackRedirectUrl,
    expiresAtMillis: core.clock.now() + AUTHORIZATION_CODE_LIFETIME_MS,
    used: false,
  });
  const target = new URL(flow.redirectUri);
  target.searchParams.set("code", code);
  target.searchParams.set("state", flow.state);
  return json({}, 303, { location: target.toString() });
}

async function callback(req: RouteRequest): Promise<Reply> {
  const { core, request } = req;
  const fields: Record<string, string> = {};
  const body = req.body;
  if (typeof body === "object" && body !== null && !Array.isArray(body)) {
    for (const [k, v] of Object.entries(body)) if (typeof v === "string") fields[k] = v;
  }
  for (const [k, v] of Object.entries(req.query as Record<string, string>)) fields[k] = v;
  const innerState = fields.state ?? "";
  const run = async (): Promise<Reply> => {
    if (readCookie(request, INNER_COOKIE_PREFIX + innerState) !== "true") throw new StatusError(400, TEXT.cookieNotFound);
    const flow = get(core, "oauthFlows", innerState);
    const project = flow ? findProject(core, flow.projectId) : undefined;
    if (!flow || !project) throw new StatusError(400, TEXT.invalidCookie);
    try {
      return await finishFlow(core, project, flow, fields);
    } catch (error) {
      if (isKnownError(error)) return redirectOrThrow(error, project, flow);
      throw error;
    }
  };
  // Every answer, success or failure, clears the inner cookie.
  let reply: Reply;
  try {
    reply = await run();
  } catch (error) {
    if (!isKnownError(error) && !(error instanceof StatusError)) throw error;
    reply = errorReply(error, "");
  }
  core.changed();
  const cookie = clearInnerCookie(innerState);
  if (cookie === null) return reply;
  if (isFetchResponse(reply)) {
    reply.headers.set("set-cookie", cookie);
    return reply;
  }
  return { ...reply, headers: { ...reply.headers, "set-cookie": cookie } };
}

const callbackQuery = { code: s.string(), state: s.string(), iss: s.string(), error: s.string(), error_description: s.string(), scope: s.string() };

// The token route answers every code as invalid until this area installs its grant.
grantHandlers.authorization_code = authorizationCodeGrant;

export const oauthRoutes: RouteSpec[] = [
  route({ method: "GET", path: "/auth/oauth/authorize/:provider_id", access: "none", query: authorizeQuery, handler: authorize }),
  route({ method: "GET", path: "/auth/oauth/callback/:provider_id", access: "none", query: callbackQuery, handler: callback }),
  route({ method: "POST", path: "/auth/oauth/callback/:provider_id", access: "none", query: callbackQuery, handler: callback }),
];

/**
 * The OAuth token endpoint (form-encoded, no x-stack-* headers) and the authorize URL.
 */
import { describe, expect, it } from "vitest";
import { HttpStatusError, KnownErrors, SessionRefreshError } from "../../src/errors";
import { ClientInterface } from "../../src/interface/client-interface";
import { BASE, api, exchange, replay, loadCalls, loadKnownErrors } from "./helpers";
import type { Exchange } from "./helpers";

const PROJECT = "537a3a1b-726d-4bea-b097-c1b507fa64d9";
/** The recordings use the placeholder itself as the key; so do we. */
const client = () => new ClientInterface({ loadCalls, loadKnownErrors, baseUrl: BASE, projectId: PROJECT, publishableClientKey: "<publishable-client-key>" });

const X_STACK_HEADERS = [
  "x-stack-override-error-status",
  "x-stack-project-id",
  "x-stack-access-type",
  "x-stack-client-version",
  "x-stack-random-nonce",
  "x-stack-publishable-client-key",
  "x-stack-access-token",
  "x-stack-refresh-token",
];

/** Expects exactly the recorded form body, with the token endpoint's headers and no x-stack-* ones. */
function expectTokenRequest(ex: Exchange) {
  api({
    reqheaders: { "content-type": "application/x-www-form-urlencoded;charset=UTF-8", accept: "application/json" },
    badheaders: X_STACK_HEADERS,
  })
    .post("/api/v1/auth/oauth/token", (body: unknown) => {
      // nock parses form bodies; compare it against the recorded raw text, field by field, in order.
      const expected = [...new URLSearchParams(ex.request.body as string)];
      return JSON.stringify(Object.entries(body as Record<string, string>)) === JSON.stringify(expected);
    })
    .reply(...replay(ex));
}

describe("refreshAccessToken", () => {
  it("posts the refresh form and returns the new access token", async () => {
    const ex = exchange("auth-oauth", 13);
    expectTokenRequest(ex);
    const result = await client().refreshAccessToken("<refresh-token>");
    expect(result).toEqual({ status: "ok", data: ex.response.body });
  });

  it("returns REFRESH_TOKEN_NOT_FOUND_OR_EXPIRED as a RefreshTokenError Result (signed out)", async () => {
    const ex = exchange("auth-oauth", 16);
    api().post("/api/v1/auth/oauth/token").reply(...replay(ex));
    const result = await client().refreshAccessToken("unknown");
    expect(result.status).toBe("error");
    const error = (result as { error: unknown }).error;
    expect(KnownErrors.RefreshTokenError.isInstance(error)).toBe(true);
    expect(KnownErrors.RefreshTokenNotFoundOrExpired.isInstance(error)).toBe(true);
    expect((error as { statusCode: number }).statusCode).toBe(401);
  });

  it("throws INVALID_OAUTH_CLIENT_ID_OR_SECRET", async () => {
    api().post("/api/v1/auth/oauth/token").reply(...replay(exchange("auth-oauth", 18)));
    const error = await client().refreshAccessToken("r").catch((e: unknown) => e);
    expect(KnownErrors.InvalidOAuthClientIdOrSecret.isInstance(error)).toBe(true);
  });

  it("throws an OAuth-library JSON error (a plain 400) as SessionRefreshError: the session cannot be refreshed", async () => {
    const ex = exchange("auth-oauth", 20);
    api().post("/api/v1/auth/oauth/token").reply(...replay(ex));
    const error = await client().refreshAccessToken("r").catch((e: unknown) => e);
    expect(SessionRefreshError.isInstance(error)).toBe(true);
    expect((error as SessionRefreshError).status).toBe(400);
    expect((error as SessionRefreshError).message).toMatch(/^The session cannot be refreshed \(sign out and sign in again\): the token endpoint refused it with status 400: \{"error":"invalid_request"/);
    expect(JSON.parse((error as SessionRefreshError).body)).toEqual(ex.response.body);
  });

  it("throws the same OAuth-library error of a code exchange as HttpStatusError (not a session state)", async () => {
    const ex = exchange("auth-oauth", 20);
    api().post("/api/v1/auth/oauth/token").reply(...replay(ex));
    const error = await client().exchangeOAuthCode({ code: "c", redirectUri: "https://app.test/cb", codeVerifier: "v" }).catch((e: unknown) => e);
    expect(HttpStatusError.isInstance(error)).toBe(true);
    expect((error as HttpStatusError).status).toBe(400);
    expect(JSON.parse((error as HttpStatusError).body)).toEqual(ex.response.body);
  });
});

describe("exchangeOAuthCode", () => {
  const params = (ex: Exchange) => {
    const form = new URLSearchParams(ex.request.body as string);
    return { code: form.get("code")!, redirectUri: form.get("redirect_uri")!, codeVerifier: form.get("code_verifier")! };
  };

  it("posts the code-exchange form and returns tokens, is_new_user and after_callback_redirect_url", async () => {
    const ex = exchange("auth-oauth", 2);
    expectTokenRequest(ex);
    const result = await client().exchangeOAuthCode(params(ex));
    expect(result).toEqual({ status: "ok", data: ex.response.body });
    const data = (result as { data: Record<string, unknown> }).data;
    expect(data).toHaveProperty("is_new_user");
    expect(data).toHaveProperty("after_callback_redirect_url");
  });

  it.each([
    ["INVALID_AUTHORIZATION_CODE", 4],
    ["REDIRECT_URL_NOT_WHITELISTED", 9],
    ["MULTI_FACTOR_AUTHENTICATION_REQUIRED", 51],
  ])("returns %s as a Result error", async (code, index) => {
    const ex = exchange("auth-oauth", index);
    expectTokenRequest(ex);
    const result = await client().exchangeOAuthCode(params(ex));
    expect(result.status === "error" && (result.error as { errorCode: string }).errorCode).toBe(code);
  });

  it("keeps the MFA attempt code in the error details", async () => {
    const ex = exchange("auth-oauth", 51);
    api().post("/api/v1/auth/oauth/token").reply(...replay(ex));
    const result = await client().exchangeOAuthCode(params(ex));
    expect(result.status === "error" && KnownErrors.MultiFactorAuthenticationRequired.isInstance(result.error)).toBe(true);
    expect((result as { error: { details: unknown } }).error.details).toEqual((ex.response.body as { details: unknown }).details);
  });

  it("throws INVALID_OAUTH_CLIENT_ID_OR_SECRET", async () => {
    const ex = exchange("auth-oauth", 10);
    api().post("/api/v1/auth/oauth/token").reply(...replay(ex));
    await expect(client().exchangeOAuthCode(params(ex))).rejects.toMatchObject({ errorCode: "INVALID_OAUTH_CLIENT_ID_OR_SECRET" });
  });
});

describe("buildOAuthAuthorizeUrl", () => {
  it("puts the parameters in the seed SDK's order", async () => {
    const url = await client().buildOAuthAuthorizeUrl({
      provider: "GitHub",
      redirectUri: "http://localhost:3000/handler/oauth-callback",
      state: "state-1",
      codeChallenge: "challenge-1",
      type: "link",
      errorRedirectUrl: "http://localhost:3000/handler/error",
      afterCallbackRedirectUrl: "/after",
      token: "access-1",
      providerScope: "repo user",
    });
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(`${BASE}/api/v1/auth/oauth/authorize/github`);
    expect([...parsed.searchParams]).toEqual([
      ["client_id", PROJECT],
      ["client_secret", "<publishable-client-key>"],
      ["redirect_uri", "http://localhost:3000/handler/oauth-callback"],
      ["scope", "legacy"],
      ["state", "state-1"],
      ["grant_type", "authorization_code"],
      ["code_challenge", "challenge-1"],
      ["code_challenge_method", "S256"],
      ["response_type", "code"],
      ["type", "link"],
      ["error_redirect_url", "http://localhost:3000/handler/error"],
      ["after_callback_redirect_url", "/after"],
      ["token", "access-1"],
      ["provider_scope", "repo user"],
    ]);
  });

  it("leaves out the optional parameters it was not given", async () => {
    const url = new URL(await client().buildOAuthAuthorizeUrl({ provider: "google", redirectUri: "http://localhost/cb", state: "s", codeChallenge: "c" }));
    expect([...url.searchParams.keys()]).toEqual([
      "client_id", "client_secret", "redirect_uri", "scope", "state", "grant_type", "code_challenge", "code_challenge_method", "response_type",
    ]);
  });
});

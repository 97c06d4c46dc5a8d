/**
 * A small OpenID provider on node:http (127.0.0.1, a free port) for the emulator's OAuth
 * client side: discovery, an authorization endpoint that signs in whoever the test names
 * (`login=<id>`, or `deny=1`), a token endpoint that checks the client's credentials, the
 * redirect URI and the PKCE verifier and issues access, refresh and ES256 id tokens, a
 * userinfo endpoint and its key set. Id tokens are ES256 or RS256 (as the service's mock
 * server's). Codes are single use. No network beyond loopback.
 */
import { createHash, randomBytes, sign } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ecJwkPair, privateKeyObject, rsaJwkPair } from "../support/key-pairs";

export type Client = { secret: string; auth: "client_secret_basic" | "client_secret_post" };

export type OpenIdProviderOptions = {
  /** Registered clients by client id. */
  clients: Record<string, Client>;
  /** The id tokens' `iss` (default: the provider's own URL). */
  issuer?: string;
  /** What the userinfo endpoint says about a login (default: `{ sub: login }`, as the service's mock server). */
  claims?: (login: string) => Record<string, unknown>;
  /** Access-token lifetime in seconds (default 3600). */
  expiresIn?: number;
  /** More claims of a login's id token (Apple's email and email_verified); given, an id token comes with every code. */
  idTokenClaims?: (login: string) => Record<string, unknown>;
  /** More GET endpoints of the provider's API under `/api/<name>`, answering for the bearer token's login. */
  api?: Record<string, (login: string) => { status?: number; body: unknown }>;
  /** The id tokens' algorithm (default ES256). */
  alg?: "ES256" | "RS256";
};

type Grant = { clientId: string; redirectUri: string; login: string; scope: string; challenge: string | null; method: string | null; used: boolean };

export type TokenRequest = { grantType: string; clientId: string | null; authorization: string | null; fields: Record<string, string> };

export type OpenIdProvider = {
  url: string;
  /** Every request to the token endpoint, in order. */
  tokenRequests: TokenRequest[];
  /** Access tokens it has issued and not revoked, with the login each stands for. */
  accessTokens: Map<string, string>;
  /** Refresh tokens it accepts. */
  refreshTokens: Map<string, { clientId: string; login: string; scope: string }>;
  /** Signs id tokens with a key that is not in its key set, under the published key's id (from now on). */
  signWithUnknownKey(): void;
  /**
   * Plays the browser at the authorization endpoint: loads `authorizeUrl` with the person's
   * choice (`login`, or `deny`) and returns where the provider sends the browser (the emulator's callback).
   */
  approve(authorizeUrl: string, choice: { login: string } | { deny: true }): Promise<string>;
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });
}

function signingKey(alg: "ES256" | "RS256") {
  const pair = alg === "ES256" ? ecJwkPair() : rsaJwkPair();
  return { privateKey: privateKeyObject(pair), jwk: { ...pair.publicJwk, kid: randomBytes(8).toString("hex"), alg, use: "sig" } };
}

export async function startOpenIdProvider(options: OpenIdProviderOptions): Promise<OpenIdProvider> {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, string>();
  const refreshTokens = new Map<string, { clientId: string; login: string; scope: string }>();
  const tokenRequests: TokenRequest[] = [];
  const alg = options.alg ?? "ES256";
  const published = signingKey(alg);
  let signing = published;
  let url = "";

  const idToken = (clientId: string, login: string) => {
    const now = Math.floor(Date.now() / 1000);
    const header = Buffer.from(JSON.stringify({ alg, typ: "JWT", kid: signing.jwk.kid })).toString("base64url");
    const payload = Buffer.from(JSON.stringify({ iss: options.issuer ?? url, aud: clientId, sub: login, iat: now, exp: now + 600, ...options.idTokenClaims?.(login) })).toString("base64url");
    const key = alg === "ES256" ? { key: signing.privateKey, dsaEncoding: "ieee-p1363" as const } : signing.privateKey;
    const signature = sign("sha256", Buffer.from(`${header}.${payload}`), key).toString("base64url");
    return `${header}.${payload}.${signature}`;
  };

  const issue = (clientId: string, login: string, scope: string, withIdToken: boolean) => {
    const access = `at_${randomBytes(16).toString("hex")}`;
    const refresh = `rt_${randomBytes(16).toString("hex")}`;
    accessTokens.set(access, login);
    refreshTokens.set(refresh, { clientId, login, scope });
    return {
      access_token: access, token_type: "Bearer", expires_in: options.expiresIn ?? 3600, refresh_token: refresh, scope,
      ...(withIdToken ? { id_token: idToken(clientId, login) } : {}),
    };
  };

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    const here = new URL(req.url ?? "/", url);
    if (req.method === "GET" && here.pathname === "/.well-known/openid-configuration") {
      return send(200, {
        issuer: options.issuer ?? url, authorization_endpoint: `${url}/auth`, token_endpoint: `${url}/token`, userinfo_endpoint: `${url}/me`,
        jwks_uri: `${url}/jwks`, response_types_supported: ["code"], code_challenge_methods_supported: ["S256"],
      });
    }
    if (req.method === "GET" && here.pathname === "/jwks") return send(200, { keys: [published.jwk] });
    if (req.method === "GET" && here.pathname === "/auth") {
      const q = here.searchParams;
      const clientId = q.get("client_id") ?? "";
      const redirectUri = q.get("redirect_uri") ?? "";
      if (!Object.hasOwn(options.clients, clientId) || !redirectUri || q.get("response_type") !== "code") return send(400, { error: "invalid_request" });
      const back = new URL(redirectUri);
      if (q.get("deny")) {
        back.searchParams.set("error", "access_denied");
      } else {
        const code = randomBytes(16).toString("base64url");
        grants.set(code, {
          clientId, redirectUri, login: q.get("login") ?? "", scope: q.get("scope") ?? "",
          challenge: q.get("code_challenge"), method: q.get("code_challenge_method"), used: false,
        });
        back.searchParams.set("code", code);
      }
      back.searchParams.set("state", q.get("state") ?? "");
      res.writeHead(303, { location: back.toString() });
      return res.end();
    }
    if (req.method === "POST" && here.pathname === "/token") {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(req)));
      const authorization = req.headers.authorization ?? null;
      let clientId: string | null = null;
      let secret: string | null = null;
      if (authorization?.startsWith("Basic ")) {
        const [id, pw] = Buffer.from(authorization.slice(6), "base64").toString().split(":");
        clientId = decodeURIComponent(id ?? "");
        secret = decodeURIComponent(pw ?? "");
      } else if (fields.client_id !== undefined) {
        clientId = fields.client_id;
        secret = fields.client_secret ?? null;
      }
      tokenRequests.push({ grantType: fields.grant_type ?? "", clientId, authorization, fields });
      const client = clientId !== null && Object.hasOwn(options.clients, clientId) ? options.clients[clientId]! : null;
      const usedAuth = authorization?.startsWith("Basic ") ? "client_secret_basic" : "client_secret_post";
      if (!client || client.secret !== secret || client.auth !== usedAuth) return send(401, { error: "invalid_client" });
      if (fields.grant_type === "authorization_code") {
        const grant = grants.get(fields.code ?? "");
        if (!grant || grant.used || grant.clientId !== clientId || grant.redirectUri !== fields.redirect_uri) return send(400, { error: "invalid_grant" });
        grant.used = true;
        if (grant.challenge !== null) {
          const verifier = fields.code_verifier ?? "";
          const computed = grant.method === "S256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
          if (computed !== grant.challenge) return send(400, { error: "invalid_grant", error_description: "PKCE verification failed" });
        }
        // An id token for `openid`, or always when the test shapes it (Apple sends one for any scope).
        return send(200, issue(clientId!, grant.login, grant.scope, grant.scope.split(" ").includes("openid") || options.idTokenClaims !== undefined));
      }
      if (fields.grant_type === "refresh_token") {
        const refresh = refreshTokens.get(fields.refresh_token ?? "");
        if (!refresh || refresh.clientId !== clientId) return send(400, { error: "invalid_grant" });
        refreshTokens.delete(fields.refresh_token!);
        return send(200, issue(clientId!, refresh.login, refresh.scope, false));
      }
      return send(400, { error: "unsupported_grant_type" });
    }
    if (req.method === "GET" && here.pathname.startsWith("/api/") && options.api && Object.hasOwn(options.api, here.pathname.slice(5))) {
      const login = accessTokens.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
      if (login === undefined) return send(401, { message: "Bad credentials" });
      const answer = options.api[here.pathname.slice(5)]!(login);
      return send(answer.status ?? 200, answer.body);
    }
    if (req.method === "GET" && here.pathname === "/me") {
      const login = accessTokens.get((req.headers.authorization ?? "").replace(/^Bearer /, ""));
      if (login === undefined) return send(401, { error: "invalid_token" });
      return send(200, options.claims ? options.claims(login) : { sub: login });
    }
    send(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    tokenRequests,
    accessTokens,
    refreshTokens,
    signWithUnknownKey() {
      const other = signingKey(alg);
      signing = { ...other, jwk: { ...other.jwk, kid: published.jwk.kid } };
    },
    async approve(authorizeUrl, choice) {
      const target = new URL(authorizeUrl);
      const at = new URL(`${url}/auth${target.search}`);
      if ("deny" in choice) at.searchParams.set("deny", "1");
      else at.searchParams.set("login", choice.login);
      const res = await fetch(at, { redirect: "manual" });
      if (res.status !== 303) throw new Error(`the provider's authorization endpoint answered ${res.status}: ${await res.text()}`);
      return res.headers.get("location")!;
    },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

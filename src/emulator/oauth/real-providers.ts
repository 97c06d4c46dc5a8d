/**
 * The real providers a `standard` provider (the project's own client id and secret) signs
 * in with, as the service does: each one's endpoints, the scopes it is always asked for,
 * how the client authenticates, and how the person is read from its API. The facts are
 * the service's (its provider classes at the seed version); the code is ours.
 */
import { StatusError } from "../http/errors";
import type { OAuthProviderConfig } from "../state/types";
import type { IdTokenClaims, ProviderHttp, Upstream, UpstreamIdentity, UpstreamTokens } from "./upstream-types";

type Json = Record<string, unknown>;

const HOUR_MS = 60 * 60 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function obj(value: unknown): Json {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

function text(value: unknown): string | null {
  if (typeof value === "string" && value !== "") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** A GET that must succeed; `what` names it in the error. */
async function getOk(http: ProviderHttp, name: string, url: string, token: string, headers?: Record<string, string>): Promise<unknown> {
  const { status, body } = await http.getJson(url, token, headers);
  if (status !== 200) throw new StatusError(502, `The OAuth provider (${name}) did not answer as expected: GET ${url} answered ${status}`);
  return body;
}

function identity(name: string, fields: { accountId: unknown; email: unknown; emailVerified: unknown; displayName?: unknown; profileImageUrl?: unknown }): UpstreamIdentity {
  const accountId = text(fields.accountId);
  if (accountId === null) throw new StatusError(502, `The OAuth provider (${name}) did not answer as expected: it named no account id`);
  const email = text(fields.email);
  return {
    accountId,
    // An address the emulator could not send to is no email at all.
    email: email !== null && EMAIL.test(email) ? email : null,
    emailVerified: fields.emailVerified === true,
    displayName: text(fields.displayName),
    profileImageUrl: text(fields.profileImageUrl),
  };
}

type Definition = Omit<Upstream, "name" | "clientId" | "clientSecret" | "identify"> & {
  identify(name: string, tokens: UpstreamTokens, claims: IdTokenClaims | null, http: ProviderHttp): Promise<UpstreamIdentity>;
};

/** The person as an OpenID Connect userinfo endpoint describes them (standard claims). */
function fromOpenIdUserinfo(url: string): Definition["identify"] {
  return async (name, tokens, _claims, http) => {
    const info = obj(await getOk(http, name, url, tokens.accessToken));
    return identity(name, { accountId: info.sub, email: info.email, emailVerified: info.email_verified, displayName: info.name, profileImageUrl: info.picture });
  };
}

const defaults = { tokenAuth: "client_secret_basic", pkce: true, extraParams: {}, idToken: null, defaultLifetimeMs: HOUR_MS } as const;

const GITHUB_API = { "x-github-api-version": "2022-11-28" };

function definitions(config: OAuthProviderConfig): Record<string, Definition> {
  const tenant = encodeURIComponent(config.microsoft_tenant_id || "consumers");
  return {
    google: {
      ...defaults,
      authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenEndpoint: "https://oauth2.googleapis.com/token",
      baseScopes: ["https://www.googleapis.com/auth/userinfo.email", "https://www.googleapis.com/auth/userinfo.profile"],
      extraParams: { prompt: "consent", include_granted_scopes: "true" },
      idToken: { issuer: "https://accounts.google.com", jwksUri: "https://www.googleapis.com/oauth2/v3/certs" },
      identify: fromOpenIdUserinfo("https://openidconnect.googleapis.com/v1/userinfo"),
    },
    github: {
      ...defaults,
      authorizationEndpoint: "https://github.com/login/oauth/authorize",
      tokenEndpoint: "https://github.com/login/oauth/access_token",
      baseScopes: ["user:email"],
      // GitHub's tokens do not expire (unless unused for a year).
      defaultLifetimeMs: 365 * 24 * HOUR_MS,
      async identify(name, tokens, _claims, http) {
        const user = obj(await getOk(http, name, "https://api.github.com/user", tokens.accessToken, GITHUB_API));
        const emails = await http.getJson("https://api.github.com/user/emails", tokens.accessToken, GITHUB_API);
        if (emails.status === 403) {
          throw new StatusError(400, "GitHub returned a 403 error when fetching user emails. \nDeveloper information: This is likely due to not having the correct permission \"Email addresses\" in your GitHub app. Please check your GitHub app settings and try again.");
        }
        if (emails.status !== 200 || !Array.isArray(emails.body)) throw new StatusError(502, `The OAuth provider (${name}) did not answer as expected: GET https://api.github.com/user/emails answered ${emails.status}`);
        const primary = obj(emails.body.map(obj).find((e) => e.primary === true));
        return identity(name, { accountId: user.id, email: primary.email, emailVerified: primary.verified, displayName: user.name, profileImageUrl: user.avatar_url });
      },
    },
    microsoft: {
      ...defaults,
      authorizationEndpoint: `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/authorize`,
      tokenEndpoint: `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/token`,
      baseScopes: ["User.Read", "openid"],
      idToken: { issuer: "https://login.microsoftonline.com/{tenantid}/v2.0", jwksUri: `https://login.microsoftonline.com/${tenant}/discovery/v2.0/keys` },
      async identify(name, tokens, _claims, http) {
        const me = obj(await getOk(http, name, "https://graph.microsoft.com/v1.0/me", tokens.accessToken));
        // Microsoft does not check that the email is the person's.
        return identity(name, { accountId: me.id, email: me.mail || me.userPrincipalName, emailVerified: false, displayName: me.displayName });
      },
    },
    facebook: {
      ...defaults,
      authorizationEndpoint: "https://facebook.com/v20.0/dialog/oauth/",
      tokenEndpoint: "https://graph.facebook.com/v20.0/oauth/access_token",
      baseScopes: ["openid", "public_profile", "email"],
      extraParams: config.facebook_config_id ? { config_id: config.facebook_config_id } : {},
      idToken: { issuer: "https://www.facebook.com", jwksUri: "https://www.facebook.com/.well-known/oauth/openid/jwks" },
      async identify(name, tokens, _claims, http) {
        const me = new URL("https://graph.facebook.com/v3.2/me");
        me.searchParams.set("access_token", tokens.accessToken);
        me.searchParams.set("fields", "id,name,email");
        const info = obj(await getOk(http, name, me.toString(), tokens.accessToken));
        if (!text(info.email)) {
          throw new StatusError(400, "Facebook OAuth did not return an email address. This is likely because \"email\" scope is not selected on the Facebook developer dashboard.");
        }
        const picture = new URL(`https://graph.facebook.com/${encodeURIComponent(String(info.id))}`);
        picture.searchParams.set("access_token", tokens.accessToken);
        picture.searchParams.set("fields", "picture.type(small)");
        const image = await http.getJson(picture.toString(), tokens.accessToken);
        // Facebook's emails are not promised to be verified.
        return identity(name, { accountId: info.id, email: info.email, emailVerified: false, displayName: info.name, profileImageUrl: obj(obj(obj(image.body).picture).data).url });
      },
    },
    spotify: {
      ...defaults,
      authorizationEndpoint: "https://accounts.spotify.com/authorize",
      tokenEndpoint: "https://accounts.spotify.com/api/token",
      baseScopes: ["user-read-email", "user-read-private"],
      async identify(name, tokens, _claims, http) {
        const info = obj(await getOk(http, name, "https://api.spotify.com/v1/me", tokens.accessToken));
        const images = Array.isArray(info.images) ? info.images : [];
        return identity(name, { accountId: info.id, email: info.email, emailVerified: false, displayName: info.display_name, profileImageUrl: obj(images[0]).url });
      },
    },
    discord: {
      ...defaults,
      authorizationEndpoint: "https://discord.com/oauth2/authorize",
      tokenEndpoint: "https://discord.com/api/oauth2/token",
      baseScopes: ["identify", "email"],
      async identify(name, tokens, _claims, http) {
        const info = obj(await getOk(http, name, "https://discord.com/api/users/@me", tokens.accessToken));
        const avatar = text(info.avatar);
        const image = avatar ? `https://cdn.discordapp.com/avatars/${String(info.id)}/${avatar}.${avatar.startsWith("a_") ? "gif" : "png"}` : null;
        return identity(name, { accountId: info.id, email: info.email, emailVerified: info.verified, displayName: info.global_name ?? info.username, profileImageUrl: image });
      },
    },
    gitlab: {
      ...defaults,
      authorizationEndpoint: "https://gitlab.com/oauth/authorize",
      tokenEndpoint: "https://gitlab.com/oauth/token",
      baseScopes: ["read_user"],
      async identify(name, tokens, _claims, http) {
        const user = obj(await getOk(http, name, "https://gitlab.com/api/v4/user", tokens.accessToken));
        const emails = await getOk(http, name, "https://gitlab.com/api/v4/user/emails", tokens.accessToken);
        const entry = obj((Array.isArray(emails) ? emails : []).map(obj).find((e) => e.email === user.email));
        return identity(name, { accountId: user.id, email: user.email, emailVerified: !!entry.confirmed_at, displayName: user.name, profileImageUrl: user.avatar_url });
      },
    },
    bitbucket: {
      ...defaults,
      authorizationEndpoint: "https://bitbucket.org/site/oauth2/authorize",
      tokenEndpoint: "https://bitbucket.org/site/oauth2/access_token",
      baseScopes: ["account", "email"],
      async identify(name, tokens, _claims, http) {
        const user = obj(await getOk(http, name, "https://api.bitbucket.org/2.0/user", tokens.accessToken));
        const emails = obj(await getOk(http, name, "https://api.bitbucket.org/2.0/user/emails", tokens.accessToken));
        const first = obj(Array.isArray(emails.values) ? emails.values[0] : undefined);
        return identity(name, { accountId: user.account_id, email: first.email, emailVerified: first.is_confirmed, displayName: user.display_name, profileImageUrl: obj(obj(user.links).avatar).href });
      },
    },
    linkedin: {
      ...defaults,
      authorizationEndpoint: "https://www.linkedin.com/oauth/v2/authorization",
      tokenEndpoint: "https://www.linkedin.com/oauth/v2/accessToken",
      baseScopes: ["openid", "profile", "email"],
      tokenAuth: "client_secret_post",
      pkce: false,
      idToken: { issuer: "https://www.linkedin.com/oauth", jwksUri: "https://www.linkedin.com/oauth/openid/jwks" },
      identify: fromOpenIdUserinfo("https://api.linkedin.com/v2/userinfo"),
    },
    apple: {
      ...defaults,
      authorizationEndpoint: "https://appleid.apple.com/auth/authorize",
      tokenEndpoint: "https://appleid.apple.com/auth/token",
      baseScopes: ["name", "email"],
      tokenAuth: "client_secret_post",
      // Apple posts the code to the callback (a POST route).
      extraParams: { response_mode: "form_post" },
      idToken: { issuer: "https://appleid.apple.com", jwksUri: "https://appleid.apple.com/auth/keys" },
      async identify(name, _tokens, claims) {
        if (claims === null) throw new StatusError(502, `The OAuth provider (${name}) did not answer as expected: it sent no id token`);
        return identity(name, { accountId: claims.sub, email: claims.email, emailVerified: claims.email_verified === true || claims.email_verified === "true" });
      },
    },
    x: {
      ...defaults,
      authorizationEndpoint: "https://twitter.com/i/oauth2/authorize",
      tokenEndpoint: "https://api.x.com/2/oauth2/token",
      baseScopes: ["users.read", "offline.access", "tweet.read"],
      async identify(name, tokens, _claims, http) {
        const user = obj(obj(await getOk(http, name, "https://api.x.com/2/users/me?user.fields=id,name,profile_image_url", tokens.accessToken)).data);
        // X's API has no way to read the email.
        return identity(name, { accountId: user.id, email: null, emailVerified: false, displayName: user.name || user.username, profileImageUrl: user.profile_image_url });
      },
    },
  };
}

/** The real provider for a `standard` provider config; null for an id the emulator does not know. */
export function realProvider(config: OAuthProviderConfig): Upstream | null {
  const all = definitions(config);
  if (!Object.hasOwn(all, config.id)) return null;
  const { identify, ...definition } = all[config.id]!;
  const name = config.id;
  return {
    ...definition,
    name,
    clientId: config.client_id ?? "",
    clientSecret: config.client_secret ?? "",
    identify: (tokens, claims, http) => identify(name, tokens, claims, http),
  };
}

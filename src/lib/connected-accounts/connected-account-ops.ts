/**
 * OAuth connections (docs/api.md §3.3, §3.4, §3.10): `user.getConnectedAccount` and its hook
 * twin. Both read the provider-token entry (see `provider-token.ts`) and apply the `or`
 * option through one `settle` function; they differ only in how they wait and how
 * they leave the page for a link flow.
 *
 * `or: "throw"` throws the service's own error (OAuthConnectionNotConnectedToUser or
 * OAuthConnectionDoesNotHaveRequiredScope): gatehouse's decision (docs/api.md §6); the
 * official SDK treats it as `"return-null"`.
 */
import { loadFor } from "../core/call-options";
import type { ClientContext, ServerContext } from "../core/context";
import { NEVER, useEntry } from "../core/hook-bridge";
import type { ProviderType } from "../core/options";
import type { Session } from "../session/session";
import type { CacheEntry } from "../store/cache-store";
import type { GetConnectedAccountOptions, OAuthConnection } from "./connected-account-types";
import { checkLinkPossible, startLinkFlow } from "./link-flow";
import { clientTokenEntry, noTokenError, scopeString, serverTokenEntry, type ProviderTokenState } from "./provider-token";

type Or = NonNullable<GetConnectedAccountOptions["or"]>;
const OR_VALUES: readonly Or[] = ["redirect", "throw", "return-null"];

/** The exact message for `or: "redirect"` on the server tier. */
const SERVER_REDIRECT_MESSAGE = 'getConnectedAccount({ or: "redirect" }) needs a browser session; it cannot be used on a server user.';

/** Validates the arguments; returns the `or` value and the `scope` string. */
function readArgs(provider: unknown, options: GetConnectedAccountOptions | undefined): { or: Or; scope: string } {
  if (typeof provider !== "string" || provider.trim() === "") {
    throw new TypeError(`getConnectedAccount: the provider must be a provider id such as "github" (got ${JSON.stringify(provider)}).`);
  }
  if (options !== undefined && (typeof options !== "object" || options === null)) {
    throw new TypeError("getConnectedAccount: the options must be an object ({ or?, scopes? }).");
  }
  const or = options?.or ?? "return-null";
  if (!OR_VALUES.includes(or)) {
    throw new TypeError(`getConnectedAccount: "or" must be one of ${OR_VALUES.map((v) => `"${v}"`).join(", ")} (got ${JSON.stringify(or)}).`);
  }
  const scopes: unknown = options?.scopes;
  if (scopes !== undefined && !(Array.isArray(scopes) && scopes.every((s) => typeof s === "string"))) {
    throw new TypeError("getConnectedAccount: scopes must be an array of provider scope strings.");
  }
  return { or, scope: scopeString(scopes as string[] | undefined) };
}

// One connection object per entry, so a hook hands out the same object on every render.
const connections = new WeakMap<CacheEntry<ProviderTokenState>, OAuthConnection>();

function tokenOf(state: ProviderTokenState): { accessToken: string } {
  if (state.accessToken === null) throw noTokenError(state.reason); // the link or scope went away since
  return state;
}

/**
 * The connection for an entry. Its token getters look the entry up again on every call
 * (an idle entry may have been dropped and remade since), so they always read the store.
 */
function connectionFor(ctx: ClientContext | ServerContext, provider: ProviderType, entryOf: () => CacheEntry<ProviderTokenState>): OAuthConnection {
  const entry = entryOf();
  let connection = connections.get(entry);
  if (!connection) {
    connection = Object.freeze({
      id: provider,
      getAccessToken: async (options) => tokenOf(await loadFor(entryOf(), options)),
      useAccessToken: () => tokenOf(useEntry(ctx, "useAccessToken", entryOf())),
    });
    connections.set(entry, connection);
  }
  return connection;
}

/**
 * What `getConnectedAccount` does with a token state and its `or` option, shared by all
 * four twins: the connection, null, or `"redirect"` (a link flow the caller starts).
 * Throws the service's error for `or: "throw"`.
 */
function settle<O extends Or>(ctx: ClientContext | ServerContext, state: ProviderTokenState, or: O, provider: ProviderType, entryOf: () => CacheEntry<ProviderTokenState>): OAuthConnection | null | Extract<O, "redirect"> {
  if (state.accessToken !== null) return connectionFor(ctx, provider, entryOf);
  if (or === "throw") throw noTokenError(state.reason);
  return or === "redirect" ? (or as Extract<O, "redirect">) : null;
}

// --- client tier ----------------------------------------------------------------------

/** `user.getConnectedAccount`: fetches (throttled), then applies `or`. */
export async function getConnectedAccount(ctx: ClientContext, session: Session, provider: ProviderType, options?: GetConnectedAccountOptions): Promise<OAuthConnection | null> {
  const { or, scope } = readArgs(provider, options);
  const entryOf = () => clientTokenEntry(ctx, session, provider, scope);
  const outcome = settle(ctx, await loadFor(entryOf(), options), or, provider, entryOf);
  return outcome === "redirect" ? startLinkFlow(ctx, session, provider, scope) : outcome;
}

/** `user.useConnectedAccount`: reads the cached entry (suspending on first load), then applies `or`. */
export function useConnectedAccount(ctx: ClientContext, session: Session, provider: ProviderType, options?: GetConnectedAccountOptions): OAuthConnection | null {
  const { or, scope } = readArgs(provider, options);
  const entryOf = () => clientTokenEntry(ctx, session, provider, scope);
  const outcome = settle(ctx, useEntry(ctx, "useConnectedAccount", entryOf()), or, provider, entryOf);
  if (outcome !== "redirect") return outcome;
  checkLinkPossible(); // fails now, in render, rather than as an unhandled rejection
  void startLinkFlow(ctx, session, provider, scope);
  throw NEVER; // suspends for good: the page is leaving
}

// --- server tier ----------------------------------------------------------------------

/** Server `or`: "redirect" is refused before any request (no browser session to link with). */
function serverOr(or: Or): Exclude<Or, "redirect"> {
  if (or === "redirect") throw new Error(SERVER_REDIRECT_MESSAGE);
  return or;
}

/** `serverUser.getConnectedAccount`: keyed by user id; `or: "redirect"` throws (no browser session). */
export async function getServerConnectedAccount(ctx: ServerContext, userId: string, provider: ProviderType, options?: GetConnectedAccountOptions): Promise<OAuthConnection | null> {
  const { or, scope } = readArgs(provider, options);
  const accepted = serverOr(or);
  const entryOf = () => serverTokenEntry(ctx, userId, provider, scope);
  return settle(ctx, await loadFor(entryOf(), options), accepted, provider, entryOf);
}

/** `serverUser.useConnectedAccount`: the hook twin of {@link getServerConnectedAccount}. */
export function useServerConnectedAccount(ctx: ServerContext, userId: string, provider: ProviderType, options?: GetConnectedAccountOptions): OAuthConnection | null {
  const { or, scope } = readArgs(provider, options);
  const accepted = serverOr(or);
  const entryOf = () => serverTokenEntry(ctx, userId, provider, scope);
  return settle(ctx, useEntry(ctx, "useConnectedAccount", entryOf()), accepted, provider, entryOf);
}

/**
 * OAuth connections (API.md §3.3, §3.10). Not implemented yet: assigned separately.
 */
import type { ClientContext, ServerContext } from "../apps/context";
import type { ProviderType } from "../apps/options";
import type { Session } from "../session/session";
import type { GetConnectedAccountOptions, OAuthConnection } from "./connected-account-types";

export function getConnectedAccount(_ctx: ClientContext, _session: Session, _provider: ProviderType, _options?: GetConnectedAccountOptions): Promise<OAuthConnection | null> {
  throw new Error("not implemented: getConnectedAccount");
}

export function useConnectedAccount(_ctx: ClientContext, _session: Session, _provider: ProviderType, _options?: GetConnectedAccountOptions): OAuthConnection | null {
  throw new Error("not implemented: useConnectedAccount");
}

export function getServerConnectedAccount(_ctx: ServerContext, _userId: string, _provider: ProviderType, _options?: GetConnectedAccountOptions): Promise<OAuthConnection | null> {
  throw new Error("not implemented: getServerConnectedAccount");
}

export function useServerConnectedAccount(_ctx: ServerContext, _userId: string, _provider: ProviderType, _options?: GetConnectedAccountOptions): OAuthConnection | null {
  throw new Error("not implemented: useServerConnectedAccount");
}

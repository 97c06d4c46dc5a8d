/**
 * User API keys (API.md §3.3, §3.7). Not implemented yet: the API-keys area is assigned
 * separately; each function names itself in its error.
 */
import type { ClientContext, ServerContext } from "../apps/context";
import type { Session } from "../session/session";
import type { ApiKeyCreationOptions, UserApiKey, UserApiKeyFirstView } from "./api-key-types";

export function createUserApiKey(_ctx: ClientContext, _session: Session, _options: ApiKeyCreationOptions): Promise<UserApiKeyFirstView> {
  throw new Error("not implemented: createUserApiKey");
}

export function listUserApiKeys(_ctx: ClientContext, _session: Session): Promise<UserApiKey[]> {
  throw new Error("not implemented: listUserApiKeys");
}

export function useUserApiKeys(_ctx: ClientContext, _session: Session): UserApiKey[] {
  throw new Error("not implemented: useUserApiKeys");
}

export function createServerUserApiKey(_ctx: ServerContext, _userId: string, _options: ApiKeyCreationOptions): Promise<UserApiKeyFirstView> {
  throw new Error("not implemented: createServerUserApiKey");
}

export function listServerUserApiKeys(_ctx: ServerContext, _userId: string): Promise<UserApiKey[]> {
  throw new Error("not implemented: listServerUserApiKeys");
}

export function useServerUserApiKeys(_ctx: ServerContext, _userId: string): UserApiKey[] {
  throw new Error("not implemented: useServerUserApiKeys");
}

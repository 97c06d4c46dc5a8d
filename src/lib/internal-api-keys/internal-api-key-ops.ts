/** The project's own key sets (API.md §2.5, §3.8). Not implemented yet: assigned separately. */
import type { AdminContext } from "../apps/context";
import type { InternalApiKey, InternalApiKeyCreateOptions, InternalApiKeyFirstView } from "./internal-api-key-types";

export function listInternalApiKeys(_ctx: AdminContext): Promise<InternalApiKey[]> {
  throw new Error("not implemented: listInternalApiKeys");
}
export function useInternalApiKeys(_ctx: AdminContext): InternalApiKey[] {
  throw new Error("not implemented: useInternalApiKeys");
}
export function createInternalApiKey(_ctx: AdminContext, _options: InternalApiKeyCreateOptions): Promise<InternalApiKeyFirstView> {
  throw new Error("not implemented: createInternalApiKey");
}

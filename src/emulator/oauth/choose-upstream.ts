/**
 * Where a project's provider signs in (docs/protocol.md §8.6): a `standard` provider at
 * the real provider's endpoints with the project's client id and secret (unless the
 * emulator was told to keep standard providers on its mock); a `shared` provider at the
 * OpenID provider given by `oauthProviderUrl`; otherwise the built-in mock provider (null).
 */
import type { Core } from "../core";
import type { OAuthProviderConfig } from "../state/types";
import { openIdProvider } from "./openid-upstream";
import { realProvider } from "./real-providers";
import type { Upstream } from "./upstream-types";

export async function chooseUpstream(core: Core, provider: OAuthProviderConfig): Promise<Upstream | null> {
  if (provider.type === "standard") {
    if (core.oauth.mockStandardProviders) return null;
    return realProvider(provider);
  }
  if (core.oauth.providerUrl === null) return null;
  return openIdProvider(core.oauth, core.oauth.providerUrl, provider.id);
}

/**
 * `tokenStore: "nextjs-cookie"` on a server, as the core sees it: a store that holds no
 * tokens itself. Each async call asks it for the store of the request being handled
 * (`forCall`; Next's `cookies()` is async), so one request's session never reaches another.
 * Sync access (a hook on the server) throws, saying what to do instead.
 */
import type { PerCallTokenStore } from "../lib/core/host-integration";
import type { TokenPair } from "../lib/token-store/token-pair";
import type { TokenStore } from "../lib/token-store/token-store";

export class PerRequestTokenStore implements PerCallTokenStore {
  constructor(readonly forCall: () => Promise<TokenStore>) {}

  get(): TokenPair {
    throw new Error(
      'tokenStore "nextjs-cookie" reads the cookies of the current request, which Next.js hands out asynchronously: on the server, use the async methods (await app.getUser()), and render client components under GatehouseNextProvider.',
    );
  }

  set(): void {
    this.get();
  }

  subscribe(): () => void {
    return () => {};
  }
}

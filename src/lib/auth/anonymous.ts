/** Anonymous sign-up for `getUser({ or: "anonymous" })` (docs/api.md §2.2). */
import type { ClientContext } from "../core/context";
import { sessionOf } from "../core/session-access";
import type { Session } from "../session/session";
import type { TokenStore } from "../token-store/token-store";

// Concurrent calls on one store share one sign-up (one anonymous user, not several).
const inFlight = new WeakMap<TokenStore, Promise<Session>>();

/** Signs up an anonymous user into `store` and returns its session. */
export function signUpAnonymously(ctx: ClientContext, store: TokenStore): Promise<Session> {
  const running = inFlight.get(store);
  if (running) return running;
  const promise = (async () => {
    const json = await ctx.iface.signUpAnonymously();
    store.set({ accessToken: json.access_token, refreshToken: json.refresh_token });
    return sessionOf(ctx, store);
  })();
  inFlight.set(store, promise);
  const release = () => inFlight.delete(store);
  promise.then(release, release);
  return promise;
}

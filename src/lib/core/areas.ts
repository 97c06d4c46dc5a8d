/**
 * The area modules the user and team objects and the app facades load on first use
 * (see `lazy-module.ts`). The modules named in `area-modules.ts` must not be imported
 * statically from the objects' own files, or they would be back in the first load.
 *
 * They load together, as one chunk, rather than one chunk per area. A bundler that splits
 * code (esbuild, which the budget measures with) gives every module of the first page that
 * a set of lazy chunks also imports a chunk of its own, one per distinct set: with one
 * dynamic import per area, an app's first page came as 13 chunks (each gzipped on its own,
 * 21.1 KB); with one, as 4 (19.7 KB). The price: the first use of any area fetches all of
 * them (about 20 KB gzipped), which an account page needs most of anyway.
 */
import { lazyModule } from "./lazy-module";
import type { LazyModule } from "./lazy-module";

type AreaModules = typeof import("../apps/area-modules");

/** One area of the shared chunk (the module loader holds the chunk once loaded; `lazyModule` retries a failed load). */
function area<K extends keyof AreaModules>(name: K): LazyModule<AreaModules[K]> {
  return lazyModule(() => import("../apps/area-modules").then((modules) => modules[name]));
}

export const activeSessionsArea = /* @__PURE__ */ area("activeSessions");
export const userApiKeysArea = /* @__PURE__ */ area("userApiKeys");
export const connectedAccountsArea = /* @__PURE__ */ area("connectedAccounts");
export const contactChannelsArea = /* @__PURE__ */ area("contactChannels");
export const permissionsArea = /* @__PURE__ */ area("permissions");
export const projectsArea = /* @__PURE__ */ area("projects");
export const teamsArea = /* @__PURE__ */ area("teams");
export const emailVerificationArea = /* @__PURE__ */ area("emailVerification");
export const oauthArea = /* @__PURE__ */ area("oauth");
export const passkeysArea = /* @__PURE__ */ area("passkeys");
export const otpArea = /* @__PURE__ */ area("otp");
export const mfaArea = /* @__PURE__ */ area("mfa");
export const cliLoginArea = /* @__PURE__ */ area("cliLogin");
export const teamInvitationCodesArea = /* @__PURE__ */ area("teamInvitationCodes");
/** The client interface's call modules for these areas (its `loadCalls`). */
export const wireCallsArea = /* @__PURE__ */ area("wireCalls");

/**
 * The area modules the user and team objects and the app facades load on first use
 * (see `lazy-module.ts`). One place, so each area is one chunk of an app's bundle; the
 * modules named here must not be imported statically from the objects' own files.
 */
import { lazyModule } from "./lazy-module";

export const activeSessionsArea = /* @__PURE__ */ lazyModule(() => import("../active-sessions/active-session-ops"));
export const userApiKeysArea = /* @__PURE__ */ lazyModule(() => import("../api-keys/user-api-key-ops"));
export const connectedAccountsArea = /* @__PURE__ */ lazyModule(() => import("../connected-accounts/connected-account-ops"));
export const contactChannelsArea = /* @__PURE__ */ lazyModule(() => import("../contact-channels/contact-channel-ops"));
export const permissionsArea = /* @__PURE__ */ lazyModule(() => import("../permissions/permission-ops"));
export const projectsArea = /* @__PURE__ */ lazyModule(() => import("../projects/project-ops"));
export const teamsArea = /* @__PURE__ */ lazyModule(() => import("../teams/team-ops"));
export const emailVerificationArea = /* @__PURE__ */ lazyModule(() => import("../auth/email-verification"));
export const oauthArea = /* @__PURE__ */ lazyModule(() => import("../auth/oauth"));
export const passkeysArea = /* @__PURE__ */ lazyModule(() => import("../auth/passkeys"));
export const otpArea = /* @__PURE__ */ lazyModule(() => import("../auth/otp"));
export const mfaArea = /* @__PURE__ */ lazyModule(() => import("../auth/mfa"));
export const cliLoginArea = /* @__PURE__ */ lazyModule(() => import("../auth/cli"));
export const teamInvitationCodesArea = /* @__PURE__ */ lazyModule(() => import("../auth/team-invitation-codes"));

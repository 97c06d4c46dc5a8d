/**
 * Every area module that loads on first use, as one module: the facade's area loader
 * (`client-app.ts`) imports it dynamically, so an app's bundler makes it one chunk,
 * fetched the first time any area's method runs (see `../core/areas` for why one chunk and
 * not one per area). The objects below reach it through their context (`ctx.areas`).
 */
import * as activeSessions from "../active-sessions/active-session-ops";
import * as userApiKeys from "../api-keys/user-api-key-ops";
import * as connectedAccounts from "../connected-accounts/connected-account-ops";
import * as contactChannels from "../contact-channels/contact-channel-ops";
import * as permissions from "../permissions/permission-ops";
import * as projects from "../projects/project-ops";
import * as teams from "../teams/team-ops";
import * as emailVerification from "../auth/email-verification";
import * as oauth from "../auth/oauth";
import * as passkeys from "../auth/passkeys";
import * as otp from "../auth/otp";
import * as mfa from "../auth/mfa";
import * as cliLogin from "../auth/cli";
import * as teamInvitationCodes from "../auth/team-invitation-codes";
// The wire calls of these areas (the client interface's `loadCalls`, see `interface/lazy-calls.ts`).
import { lazyCalls as wireCalls } from "../../interface/calls/later";

/** The areas by name: what `ctx.areas.<name>.load()` resolves to. */
export const areaModules = {
  activeSessions,
  userApiKeys,
  connectedAccounts,
  contactChannels,
  permissions,
  projects,
  teams,
  emailVerification,
  oauth,
  passkeys,
  otp,
  mfa,
  cliLogin,
  teamInvitationCodes,
  wireCalls,
};

type ThisChunk = typeof areaModules;

// The types of `ctx.areas`: this module fills in the slot the context's floor declares.
declare module "../core/areas" {
  interface AreaModules extends ThisChunk {}
}

// The client tier's modules, which every area runs with (the context is open before any
// area loads). Named here so that a bundler puts every module the first journey needs in
// one chunk: a module's chunk is decided by which lazy entries reach it, and without this
// the modules that the areas share with the journey would form chunks of their own (more
// scripts, each gzipped on its own, for the same bytes). No code reads it; it stays in the
// build because the facade's loader hands this module's whole namespace to `areaLoaders`.
export * as clientModules from "./client-modules";

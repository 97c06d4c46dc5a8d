/**
 * Every area module that loads on first use, as one module: `areas.ts` imports it
 * dynamically, so an app's bundler makes it one chunk, fetched the first time any area's
 * method runs (see `areas.ts` for why one chunk and not one per area).
 */
export * as activeSessions from "../active-sessions/active-session-ops";
export * as userApiKeys from "../api-keys/user-api-key-ops";
export * as connectedAccounts from "../connected-accounts/connected-account-ops";
export * as contactChannels from "../contact-channels/contact-channel-ops";
export * as permissions from "../permissions/permission-ops";
export * as projects from "../projects/project-ops";
export * as teams from "../teams/team-ops";
export * as emailVerification from "../auth/email-verification";
export * as oauth from "../auth/oauth";
export * as passkeys from "../auth/passkeys";
export * as otp from "../auth/otp";
export * as mfa from "../auth/mfa";
export * as cliLogin from "../auth/cli";
export * as teamInvitationCodes from "../auth/team-invitation-codes";
// The wire calls of these areas (the client interface's `loadCalls`, see `interface/lazy-calls.ts`).
export * as wireCalls from "../../interface/calls/later";
// The client tier's modules, which every area runs with (the context is open before any
// area loads). Named here so that a bundler puts every module the first journey needs in
// one chunk: a module's chunk is decided by which lazy entries reach it, and without this
// the modules that the areas share with the journey would form a chunk of their own (one
// more script, gzipped on its own, for the same bytes).
export * as clientModules from "./client-modules";

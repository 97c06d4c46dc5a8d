/**
 * The call modules the client interface loads on first use (see `../lazy-calls`), as one
 * module. The request layer's options name none of them: this module fills in the slot
 * they declare (`LazyCalls` in `../options`), so the types point down.
 */
import * as apiKeys from "./api-keys";
import * as channels from "./contact-channels";
import * as cli from "./cli";
import * as oauth from "./oauth";
import * as otp from "./otp";
import * as passkeys from "./passkeys";
import * as passwords from "./passwords";
import * as permissions from "./permissions";
import * as projects from "./projects";
import * as sessions from "./sessions";
import * as teams from "./teams";

/** What `InterfaceOptions.loadCalls` resolves to. */
export const lazyCalls = { apiKeys, channels, cli, oauth, otp, passkeys, passwords, permissions, projects, sessions, teams };

type TheseCalls = typeof lazyCalls;

declare module "../options" {
  interface LazyCalls extends TheseCalls {}
}

/** The call modules the client interface loads on first use (see `../lazy-calls`), as one module. */
export * as apiKeys from "./api-keys";
export * as channels from "./contact-channels";
export * as cli from "./cli";
export * as oauth from "./oauth";
export * as otp from "./otp";
export * as passkeys from "./passkeys";
export * as passwords from "./passwords";
export * as permissions from "./permissions";
export * as projects from "./projects";
export * as sessions from "./sessions";
export * as teams from "./teams";

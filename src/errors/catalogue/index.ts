/**
 * Every known error class, grouped by area. The package exposes this module as
 * the `KnownErrors` namespace; `../registry` maps wire codes to these classes.
 * Only classes (and types) belong here: the registry reads every export.
 */
export * from "./request";
export * from "./project-auth";
export * from "./admin-access-token";
export * from "./project-auth-required";
export * from "./session";
export * from "./users";
export * from "./projects";
export * from "./sign-up";
export * from "./passwords";
export * from "./verification";
export * from "./mfa";
export * from "./passkeys";
export * from "./permissions";
export * from "./teams";
export * from "./oauth";
export * from "./oauth-connections";
export * from "./cli";
export * from "./api-keys";

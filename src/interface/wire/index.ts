/**
 * Every wire type (snake_case, suffix `Json`) and the constants both sides agree on, and
 * the emulator's own camelCase JSON for its console (./emulator-api).
 * The emulator imports from here; the public entry points never re-export it.
 */
export type * from "./common";
export type * from "./users";
export type * from "./teams";
export type * from "./contact-channels";
export type * from "./sessions";
export type * from "./permissions";
export type * from "./api-keys";
export type * from "./projects";
export type * from "./emails";
export type * from "./metrics";
export type * from "./auth";
export type * from "./emulator-api";
export * from "./defaults";

/**
 * What an app's interface loads on the first answer that carries a known error
 * (`InterfaceOptions.loadKnownErrors`, handed down by `create-context.ts`): the registry,
 * and the names of ten small modules of every app's first page.
 *
 * The names are for the bundler, not for code (nothing reads them through this module), as
 * in `access-tokens/verify-entry.ts`. An app's bundler gives each module the chunk of the
 * set of lazy entries that reach it. The registry reaches the known errors' base class,
 * which the first page also has (the package entry exports it); loaded by the wire layer,
 * which may not name `src/lib`, the registry reached no other first-page module, and that
 * class was a chunk of its own: one more script on every first page (bench/README.md, the
 * journey). With these names it shares one chunk with the rest. They are on the first page
 * anyway, so the load brings nothing more.
 */
export { knownErrorFromJson } from "../../errors/registry";

export { GatehouseAssertionError } from "../../errors/transport";
export { InvalidAccessTokenError } from "../../errors/access-token";
export { Result } from "../../errors/result";
export { DEFAULT_BASE_URL } from "../../interface/wire/defaults";
export { resolveHandlerUrls } from "../urls/handler-urls";
export { checkTokenPair } from "../token-store/token-pair";
export { checkCookieDomain } from "../token-store/cookie-domain";
export { isRequestLike } from "../token-store/request-headers";
export { NEVER } from "./hook-bridge";
export { isBrowser } from "./environment";

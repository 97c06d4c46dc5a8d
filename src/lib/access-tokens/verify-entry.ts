/**
 * What `verify-on-use.ts` loads on the first `verifyAccessToken` call: the verifier, and the
 * names of seven small modules of every app's first page.
 *
 * The names are for the bundler, not for code (nothing reads them through this module). An
 * app's bundler gives each module the chunk of the set of lazy entries that reach it; this
 * entry reaches the transport errors and the wire defaults through the verifier, and without
 * these names the first page's other small modules (handler URLs, token pair and cookie
 * domain checks, request headers, the hook bridge, the option error, the known errors' base
 * class), which only the tiers reach, would form a second chunk beside them: one more
 * script on every first page (bench/README.md, the journey). Those modules are on the first
 * page anyway, so an app that uses only this function loads about 1 KB more on its first
 * call.
 */
export { verifyAccessToken } from "./verify-access-token";

export { resolveHandlerUrls } from "../urls/handler-urls";
export { checkTokenPair } from "../token-store/token-pair";
export { checkCookieDomain } from "../token-store/cookie-domain";
export { isRequestLike } from "../token-store/request-headers";
export { NEVER } from "../core/hook-bridge";
export { InvalidOptionError } from "../core/invalid-option-error";
export { KnownError } from "../../errors/known-error";

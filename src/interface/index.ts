/**
 * The wire layer: the three Interfaces, the request path, and wire types.
 */
export { ClientInterface } from "./client-interface";
export { ServerInterface } from "./server-interface";
export { AdminInterface } from "./admin-interface";
export { sendRequest, sendRequestResult, DEFAULT_TIMEOUT_MS } from "./request";
export type { WireRequest, ErrorOf, CallContext } from "./request";
export type { CodeExchangeParams, OAuthAuthorizeParams } from "./calls/oauth";
export { randomNonce } from "./headers";
export type { UserPageJson } from "./calls/users";
export type { AccessType, InterfaceOptions } from "./options";
export type { RequestSession, TokenPair } from "./session";
export type * from "./wire";

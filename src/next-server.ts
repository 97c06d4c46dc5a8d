/**
 * `gatehouse/next` in Next's server components, route handlers, server actions and proxy
 * (the `react-server` export condition): the same names as `next.ts`, with the request
 * cookies registered for `tokenStore: "nextjs-cookie"` and the real `GatehouseNextProvider`.
 */
import "./next/request-store";

export * from "./next";
export { GatehouseNextProvider } from "./next/server-provider";

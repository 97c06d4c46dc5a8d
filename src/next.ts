/**
 * `gatehouse/next`: gatehouse for the Next.js App Router (docs/api.md §4.6). Everything of
 * `gatehouse/react`, plus `tokenStore: "nextjs-cookie"`, `redirectMethod: "nextjs"`, the
 * server-component provider `GatehouseNextProvider`, `<Handler>` for the catch-all page
 * and the `protectRoutes()` proxy. This file is the build for client components and plain
 * Node; server components get `next-server.ts` (the `react-server` export condition),
 * which adds the request cookies and the real provider.
 */
import "./next/redirect-method";

export * from "./react";
export { Handler } from "./next/handler";
export type { NextHandlerProps } from "./next/handler";
export { GatehouseNextProvider } from "./next/outside-server";
export type { GatehouseNextProviderProps } from "./next/server-provider";
export { protectRoutes } from "./next/protect-routes";
export type { ProtectRoutesOptions } from "./next/protect-routes";
export { appFromClientJson, appToClientJson } from "./next/app-json";
export type { AppClientJson } from "./next/app-json";

import { protectRoutes } from "gatehouse/next";
import { serverApp } from "./gatehouse";

export const proxy = protectRoutes({ app: serverApp, protect: ["/dashboard"] });

export const config = { matcher: ["/dashboard/:path*"] };

/**
 * `<GatehouseNextProvider app={app}>`: the provider for a Next.js App Router layout, a
 * server component. It reads the current user on the server (through the app's
 * `"nextjs-cookie"` store), then hands the app (as JSON, without secrets) and that user to
 * the browser half, so the first HTML already shows who is signed in and the browser's
 * first render matches it. Only the server entry of `gatehouse/next` exports it.
 */
import type { ReactNode } from "react";
import { unstable_rethrow } from "next/navigation.js";
import type { GatehouseProviderProps } from "../components/provider";
import type { ClientApp } from "../lib/apps/client-app";
import type { ClientUserJson } from "../interface/wire/users";
import { appToClientJson } from "./app-json";
import { NextClientProvider } from "./client-provider";

export type GatehouseNextProviderProps = Omit<GatehouseProviderProps, "app" | "children"> & {
  /** The app of `stack.ts`-style server code: a ServerApp (or ClientApp) with `tokenStore: "nextjs-cookie"`. */
  app: ClientApp;
  children?: ReactNode;
};

export async function GatehouseNextProvider({ app, children, ...props }: GatehouseNextProviderProps) {
  const json = await appToClientJson(app);
  let user: ClientUserJson | null | undefined;
  try {
    user = ((await app.getUser({ or: "anonymous-if-exists" })) as { toClientJson(): ClientUserJson } | null)?.toClientJson() ?? null;
  } catch (error) {
    // Next's own signals (this page is dynamic, a redirect) must reach Next.
    unstable_rethrow(error);
    // The service could not be reached: the browser reads the user itself.
    user = undefined;
  }
  return (
    <NextClientProvider app={json} user={user} {...props}>
      {children}
    </NextClientProvider>
  );
}

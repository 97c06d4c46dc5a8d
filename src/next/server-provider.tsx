/**
 * `<GatehouseNextProvider app={app}>`: the provider for a Next.js App Router layout, a
 * server component. It reads the current user (through the app's `"nextjs-cookie"` store)
 * and the project's public config (its sign-in methods) on the server, then hands the app
 * (as JSON, without secrets), that user and that project to the browser half, so the first
 * HTML already shows who is signed in and the handler's forms, and the browser's first
 * render matches it. It also defines the server actions the handler's password forms post
 * to before hydration (password-form-post.ts). Only the server entry of `gatehouse/next`
 * exports it.
 */
import type { ReactNode } from "react";
import { unstable_rethrow } from "next/navigation.js";
import type { GatehouseProviderProps } from "../components/provider";
import type { ClientApp } from "../lib/apps/client-app";
import type { ProjectJson } from "../interface/wire/projects";
import type { ClientUserJson } from "../interface/wire/users";
import { projectToJson } from "../lib/projects/project-mappers";
import { appToClientJson, type AppClientJson } from "./app-json";
import { NextClientProvider } from "./client-provider";
import { submitPasswordForm } from "./password-form-post";

export type GatehouseNextProviderProps = Omit<GatehouseProviderProps, "app" | "children"> & {
  /** The app of `stack.ts`-style server code: a ServerApp (or ClientApp) with `tokenStore: "nextjs-cookie"`. */
  app: ClientApp;
  children?: ReactNode | undefined;
};

/** `read()`, or `undefined` when the service could not answer (the browser then reads it itself). */
async function readOrLeave<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    // Next's own signals (this page is dynamic, a redirect) must reach Next.
    unstable_rethrow(error);
    return undefined;
  }
}

export async function GatehouseNextProvider({ app, children, ...props }: GatehouseNextProviderProps) {
  const json = await appToClientJson(app);
  const { tier, options } = await app._ready();
  // The password forms' server actions. Defined here, inline, so that the app's options they
  // close over travel through the browser sealed (Next encrypts an inline action's captured
  // values; arguments bound with .bind() would come back as the browser chose, and a posted
  // baseUrl must never pick where the server sends a password). The server's own baseUrl.
  const formApp: AppClientJson = { ...json, baseUrl: options.baseUrl };
  async function signInAction(form: FormData): Promise<void> {
    "use server";
    await submitPasswordForm("sign-in", formApp, form);
  }
  async function signUpAction(form: FormData): Promise<void> {
    "use server";
    await submitPasswordForm("sign-up", formApp, form);
  }
  const [user, project] = await Promise.all([
    readOrLeave(async () => ((await app.getUser({ or: "anonymous-if-exists" })) as { toClientJson(): ClientUserJson } | null)?.toClientJson() ?? null),
    // An admin app's getProject() is the admin view; the browser copy reads the public one itself.
    tier === "admin" ? undefined : readOrLeave<ProjectJson>(async () => projectToJson(await app.getProject())),
  ]);
  return (
    <NextClientProvider app={json} user={user} project={project} formActions={{ signIn: signInAction, signUp: signUpAction }} {...props}>
      {children}
    </NextClientProvider>
  );
}

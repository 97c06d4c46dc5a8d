/**
 * `<GatehouseProvider>` and the hooks that read it (docs/api.md §4.1–§4.2). Components get
 * the app from this context; they never construct one.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import type { ClientApp } from "../lib/apps/client-app";
import { connectHooks } from "../lib/core/hook-bridge";
import type { Project } from "../lib/projects/project-types";
import type { CurrentUser } from "../lib/users/user-types";
import { reactHookBridge } from "./hook-bridge";
import { createTranslator, type Translator } from "./translation";
import { useGatehouseStyles } from "./theme";

type ContextValue = { app: ClientApp; t: Translator };

const GatehouseContext = createContext<ContextValue | null>(null);

export type GatehouseProviderProps = {
  /** The app the host created (a ServerApp or AdminApp works too: they extend ClientApp). */
  app: ClientApp;
  /** UI language. Only English (`"en-US"`) is built in; other codes fall back to English. */
  lang?: string;
  /** English text -> your text. An unknown key throws, so typos surface at once. */
  translationOverrides?: Record<string, string>;
  children?: ReactNode;
};

/**
 * Puts `app` in context for every gatehouse hook and component below, injects the
 * default styles once, and starts loading the current user so the first
 * `useUser()` rarely has to wait.
 *
 * @example
 * ```tsx
 * const app = new ClientApp({ baseUrl: "http://127.0.0.1:8102" });
 * root.render(<GatehouseProvider app={app}><UserButton /></GatehouseProvider>);
 * ```
 */
export function GatehouseProvider({ app, lang, translationOverrides, children }: GatehouseProviderProps) {
  // The app's hook twins reach React through its context (not module state), so they work
  // however the package was bundled (ESM core with a CJS React entry included).
  connectHooks(app._context, reactHookBridge);
  useGatehouseStyles();
  const t = useMemo(() => createTranslator(lang, translationOverrides), [lang, translationOverrides]);
  const value = useMemo(() => ({ app, t }), [app, t]);
  useEffect(() => {
    // Fills the current-user cache; a failure here shows up where the user is read.
    app.getUser({ or: "anonymous-if-exists" }).catch(() => {});
  }, [app]);
  return <GatehouseContext.Provider value={value}>{children}</GatehouseContext.Provider>;
}

function useContextValue(hookName: string): ContextValue {
  const value = useContext(GatehouseContext);
  if (!value) {
    throw new Error(`${hookName}() must be used inside <GatehouseProvider app={app}>. Wrap your component tree in <GatehouseProvider>.`);
  }
  return value;
}

/**
 * The provider's app. Throws outside `<GatehouseProvider>`, or when `projectIdMustMatch`
 * is given and differs from the app's project id.
 */
export function useApp(options: { projectIdMustMatch?: string } = {}): ClientApp {
  const { app } = useContextValue("useApp");
  if (options.projectIdMustMatch !== undefined && options.projectIdMustMatch !== app.projectId) {
    throw new Error(`useApp(): the app's project id is "${app.projectId}", but projectIdMustMatch is "${options.projectIdMustMatch}".`);
  }
  return app;
}

type GetUserOptions = NonNullable<Parameters<ClientApp["getUser"]>[0]>;
type UseUserOptions = Extract<GetUserOptions, { or?: unknown }> & { projectIdMustMatch?: string };

/**
 * The signed-in user (`useApp().useUser(options)`, docs/api.md §2.2). Suspends on first
 * load; never null for `or: "redirect" | "throw" | "anonymous"`.
 */
export function useUser(options: UseUserOptions & { or: "redirect" | "throw" | "anonymous" }): CurrentUser;
export function useUser(options?: UseUserOptions): CurrentUser | null;
export function useUser(options: UseUserOptions = {}): CurrentUser | null {
  const { projectIdMustMatch, ...rest } = options;
  const app = useApp(projectIdMustMatch === undefined ? {} : { projectIdMustMatch });
  return app.useUser(rest) as CurrentUser | null;
}

/** The project's public config: shorthand for `useApp().useProject()`. Suspends on first load. */
export function useProject(): Project {
  return useApp().useProject();
}

/** @internal The translator of the nearest provider (English outside one). */
export function useTranslation(): Translator {
  const value = useContext(GatehouseContext);
  return value?.t ?? defaultTranslator;
}

const defaultTranslator = createTranslator(undefined, undefined);

/**
 * `<GatehouseProvider>` and the hooks that read it (docs/api.md §4.1–§4.2). Components get
 * the app from this context; they never construct one.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { ClientApp } from "../lib/apps/client-app";
import { connectHooks } from "../lib/core/hook-bridge";
import type { Project } from "../lib/projects/project-types";
import type { CurrentUser } from "../lib/users/user-types";
import { reactHookBridge } from "./hook-bridge";
import type { Translator } from "./format-text";
import { englishTranslator, translatorState, type Locale, type TranslatorState } from "./translation";
import { GatehouseStyles } from "./theme";
import type { ColorMode } from "./theme-values";

type ContextValue = { app: ClientApp; translation: TranslatorState; lang: string | undefined; overrides: Record<string, string> | undefined; colorMode: ColorMode };

const GatehouseContext = createContext<ContextValue | null>(null);

export type GatehouseProviderProps = {
  /** The app the host created (a ServerApp or AdminApp works too: they extend ClientApp). */
  app: ClientApp;
  /**
   * UI language: one of `en-US`, `de-DE`, `es-419`, `es-ES`, `fr-CA`, `fr-FR`, `it-IT`,
   * `ja-JP`, `ko-KR`, `pt-BR`, `pt-PT`, `zh-CN`, `zh-TW` (any letter case; `de` or `de-AT`
   * find `de-DE`). Anything else shows English. Each language loads on first use.
   */
  lang?: string | undefined;
  /**
   * English text -> your text, keyed by the text as our UI shows it or by the official
   * SDK's English source text. A key the UI never shows warns in development and is ignored.
   */
  translationOverrides?: Record<string, string> | undefined;
  /**
   * Light or dark components. `"auto"` (default) follows the host page: dark under an
   * element with class `dark` or `data-theme="dark"`, light under `light`; with neither,
   * the operating system's preference.
   */
  colorMode?: ColorMode | undefined;
  /** A CSP nonce for the `<style>` element of the components' stylesheet. */
  nonce?: string | undefined;
  children?: ReactNode | undefined;
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
export function GatehouseProvider({ app, lang, translationOverrides, colorMode = "auto", nonce, children }: GatehouseProviderProps) {
  // The app's hook twins reach React through its context (not module state), so they work
  // however the package was bundled (ESM core with a CJS React entry included).
  connectHooks({ react: app._react }, reactHookBridge);
  // Overrides are often an inline object: compare them by content, not identity.
  const overridesKey = translationOverrides ? JSON.stringify(translationOverrides) : "";
  const [loads, setLoads] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const translation = useMemo(() => translatorState(lang, translationOverrides), [lang, overridesKey, loads]);
  useEffect(() => {
    if (!translation.pending) return;
    let live = true;
    void translation.pending.then(() => live && setLoads((n) => n + 1));
    return () => {
      live = false;
    };
  }, [translation]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(() => ({ app, translation, lang, overrides: translationOverrides, colorMode }), [app, translation, colorMode]);
  useEffect(() => {
    // Fills the current-user cache; a failure here shows up where the user is read.
    app.getUser({ or: "anonymous-if-exists" }).catch(() => {});
  }, [app]);
  return (
    <GatehouseContext.Provider value={value}>
      <GatehouseStyles nonce={nonce} />
      {children}
    </GatehouseContext.Provider>
  );
}

/**
 * The surrounding provider's app and settings, or null outside one: what a nested provider
 * of another app (`<Handler app={...}>`) keeps, so its pages speak the page's language.
 */
export function useOuterProvider(): { app: ClientApp; lang: string | undefined; translationOverrides: Record<string, string> | undefined; colorMode: ColorMode } | null {
  const value = useContext(GatehouseContext);
  return value ? { app: value.app, lang: value.lang, translationOverrides: value.overrides, colorMode: value.colorMode } : null;
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

/**
 * @internal The translator of the nearest provider (English outside one). While the
 * chosen language is still loading, the component suspends (its Suspense boundary shows).
 */
export function useTranslation(): Translator {
  const value = useContext(GatehouseContext);
  if (!value) return englishTranslator;
  if (value.translation.t) return value.translation.t;
  // The chunk may have arrived before the provider re-rendered: ask the loader again.
  const now = translatorState(value.lang, value.overrides);
  if (now.t) return now.t;
  throw now.pending;
}

/** @internal Like `useTranslation`, but never suspends (English until the language is there): for loading states. */
export function useTranslationNow(): Translator {
  const value = useContext(GatehouseContext);
  return value?.translation.t ?? englishTranslator;
}

/** @internal The resolved locale (`en-US` outside a provider), for `Intl` formatting. */
export function useLocale(): Locale {
  return useContext(GatehouseContext)?.translation.locale ?? "en-US";
}

/** @internal The provider's colour mode (`auto` outside one). */
export function useColorMode(): ColorMode {
  return useContext(GatehouseContext)?.colorMode ?? "auto";
}

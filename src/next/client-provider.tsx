/**
 * A client component (the build marks it "use client", as every module of components/).
 * The browser half of `GatehouseNextProvider`: turns the app's JSON back into a ClientApp
 * and seeds its current-user entry with the user the server component read, so the
 * first render (the server's HTML and the browser's hydration alike) shows that user.
 *
 * - In the browser: one copy of the app per configuration (`appFromClientJson`), reading
 *   the page's cookies. The seed goes into the entry of the cookies' own session.
 * - In the server render of this client component: a copy per request, never shared
 *   between requests, holding no token (a placeholder session whose only filled entry is
 *   the seeded user) and unable to send a request. A hook whose data is not there bails
 *   out to the browser (Next's bail-out digest) instead of fetching.
 *
 * Either way the provider waits (suspends) until the app's modules have loaded and the
 * seed is in, so no hook below renders before it (in the server render, the areas' chunk
 * too: see `serverRenderApp`).
 */
import { use, useEffect } from "react";
import { useRouter } from "next/navigation.js";
import { GatehouseProvider, type GatehouseProviderProps } from "../components/provider";
import { ClientApp } from "../lib/apps/facades";
import type { ClientContext } from "../lib/core/context";
import { isBrowser } from "../lib/core/environment";
import type { HookBridge } from "../lib/core/hook-bridge";
import { sessionOf } from "../lib/core/session-access";
import { sessionKeyOf } from "../lib/token-store/token-pair";
import { currentUserEntry, setCurrentUser } from "../lib/users/current-user-cache";
import type { ProjectJson } from "../interface/wire/projects";
import type { ClientUserJson } from "../interface/wire/users";
import { seedProject } from "../lib/projects/project-ops";
import { appFromClientJson, clientOptionsFromJson, type AppClientJson } from "./app-json";
import { setPageRouter } from "./redirect-method";
import { PasswordFormActionsContext, type PasswordFormActions } from "./form-actions-context";

export type NextClientProviderProps = Omit<GatehouseProviderProps, "app"> & {
  app: AppClientJson;
  /** The server's current user: JSON, `null` for nobody, `undefined` when the server could not tell. */
  user: ClientUserJson | null | undefined;
  /** The project's public config as the server read it; `undefined` when it could not. */
  project?: ProjectJson | undefined;
  /** The server actions the password forms post to before hydration (see `<Handler>`). */
  formActions?: PasswordFormActions | undefined;
};

type Seed = { user: ClientUserJson | null | undefined; project: ProjectJson | undefined };

/** Thrown where a hook of the server-render copy has no data: Next renders that part in the browser. */
function bailOut(): never {
  throw Object.assign(new Error("gatehouse: this part needs data the server did not read; it renders in the browser."), {
    digest: "BAILOUT_TO_CLIENT_SIDE_RENDERING",
  });
}

/** The hook bridge of a server-render copy: what is in the cache, or a bail-out; never a fetch. */
const serverRenderBridge: HookBridge = {
  useEntry(entry) {
    const snapshot = entry.getSnapshot();
    return snapshot.status === "ok" ? snapshot.value : bailOut();
  },
  useMemo: (factory) => factory(),
  useExternal: (_subscribe, getSnapshot) => getSnapshot(),
};

/** A placeholder refresh token: names the render's session, never leaves this object (its fetch refuses). */
const SERVER_RENDER_SESSION = "gatehouse-server-render-session";

type Prepared = { app: ClientApp; ready: Promise<unknown> };

// Keyed by the props' JSON object, which React decodes once per request (server) or per
// payload (browser): a render that suspends and retries finds the same app and promise.
const prepared = new WeakMap<object, Prepared>();

function serverRenderApp(json: AppClientJson, { user, project }: Seed): Prepared {
  const app = new ClientApp({
    ...clientOptionsFromJson(json),
    tokenStore: user ? { accessToken: null, refreshToken: SERVER_RENDER_SESSION } : "memory",
    redirectMethod: "nextjs",
    fetch: () => Promise.reject(new Error("gatehouse: the server render's copy of the app sends no requests.")),
  });
  app._react.bridge = serverRenderBridge;
  app._react.pinned = true;
  const ready = app._ready().then((ctx) => {
    if (user) setCurrentUser(ctx, sessionOf(ctx, ctx.tokenStore!), user);
    if (project) seedProject(ctx, project);
    // The areas' chunk too (useProject reads through it): on a server that has just started
    // it is not loaded yet, and a hook that suspends on it below a <Suspense> (the handler
    // page's) would leave that boundary's spinner in the first HTML. A failure is the
    // hook's own to report.
    return ctx.areas.projects.load().catch(() => undefined);
  });
  return { app, ready };
}

function browserApp(json: AppClientJson, { user, project }: Seed): Prepared {
  const app = appFromClientJson(json);
  const ready = app._ready().then((ctx: ClientContext) => {
    const session = sessionOf(ctx, ctx.tokenStore!);
    // Seed only a live session that has no user yet (a later page keeps what it knows). With
    // no tokens the entry already holds null, as the server saw.
    if (user && session.isValid && currentUserEntry(ctx, session).getSnapshot().status === "pending") setCurrentUser(ctx, session, user);
    // The same project the server rendered with, so hydration finds the same sign-in methods.
    if (project) seedProject(ctx, project);
  });
  return { app, ready };
}

function prepare(json: AppClientJson, seed: Seed): Prepared {
  let entry = prepared.get(json);
  if (!entry) prepared.set(json, (entry = isBrowser() ? browserApp(json, seed) : serverRenderApp(json, seed)));
  return entry;
}

/**
 * In the server render: resolves once React can write the password forms' actions into a
 * form. A server action that carries captured values (ours: the app's options, sealed by
 * Next) is ready only once they have arrived, and a form that waited further down would
 * leave its Suspense boundary to be filled in later by a script, which a browser without
 * JavaScript never runs. The provider waits for this, in the page's shell, so the forms are
 * in the HTML in place. (`$$FORM_ACTION` is what React's server renderer calls to write a
 * form's action; it throws a thenable while the values are on their way.) One promise per
 * actions object, which React decodes once per request: each retry of the render waits on
 * the same promise.
 */
const actionsReady = new WeakMap<PasswordFormActions, Promise<void>>();

function formActionsReady(actions: PasswordFormActions): Promise<void> {
  let ready = actionsReady.get(actions);
  if (!ready) actionsReady.set(actions, (ready = Promise.all([actions.signIn, actions.signUp].map(encodable)).then(() => undefined)));
  return ready;
}

async function encodable(action: unknown): Promise<void> {
  const encode = (action as { $$FORM_ACTION?: unknown } | null | undefined)?.$$FORM_ACTION;
  if (typeof encode !== "function") return;
  for (;;) {
    try {
      encode.call(action, "gatehouse");
      return;
    } catch (thrown) {
      if (typeof (thrown as PromiseLike<unknown> | null)?.then !== "function") throw thrown;
      await (thrown as PromiseLike<unknown>);
    }
  }
}

export function NextClientProvider({ app: json, user, project, formActions, children, ...props }: NextClientProviderProps) {
  const { app, ready } = prepare(json, { user, project });
  use(ready);
  if (formActions && !isBrowser()) use(formActionsReady(formActions));
  const router = useRouter();
  useEffect(() => setPageRouter(router), [router]);
  useEffect(() => {
    // A sign-in or sign-out changes the cookies: server components render again with them.
    const store = app._context.tokenStore!;
    let key = sessionKeyOf(store.get());
    return store.subscribe(() => {
      const next = sessionKeyOf(store.get());
      if (next !== key) router.refresh();
      key = next;
    });
  }, [app, router]);
  return (
    <GatehouseProvider app={app} {...props}>
      <PasswordFormActionsContext.Provider value={formActions ?? null}>{children}</PasswordFormActionsContext.Provider>
    </GatehouseProvider>
  );
}

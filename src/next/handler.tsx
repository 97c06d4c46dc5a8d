/**
 * A client component (the build marks it "use client").
 * `<Handler>` for Next.js: the page of `app/handler/[...path]/page.tsx`. It takes the
 * route's `params` (Next 15+ passes a promise) and renders gatehouse's `<Handler>` for that
 * path, on the server too, under the app of `GatehouseNextProvider`.
 */
import { use, useContext } from "react";
import { redirect, RedirectType } from "next/navigation.js";
import { Handler as CoreHandler, type HandlerComponentProps, type HandlerProps } from "../handler/handler";
import { pathUnderHandler, resolveHandlerRoute } from "../handler/routes";
import { useApp } from "../components/provider";
import { isBrowser } from "../lib/core/environment";
import { PostedFormsContext, type PostedForms } from "../components/forms/posted-form";
import { postedErrorReady } from "../components/forms/posted-error";
import { METHOD_PARAM, PASSWORD_METHOD, POSTED_ERROR_PARAM, postedErrorCode } from "../lib/urls/posted-form-params";
import { AFTER_AUTH_RETURN_TO } from "../lib/urls/redirect";
import { serverPartsLoaded } from "../components/ui/lazy-part";
import { PasswordFormActionsContext } from "./form-actions-context";

type Awaitable<T> = T | Promise<T>;

export type NextHandlerProps = Omit<HandlerProps, "app" | "location"> & {
  /** The catch-all route's params, as Next passes them to the page. */
  params?: Awaitable<{ path?: string[] }> | undefined;
  /**
   * The page's query, as Next passes it: the pages that read a code or an error from the
   * query get it from here, so the server renders them as the browser will.
   */
  searchParams?: Awaitable<Record<string, string | string[] | undefined>>;
};

function settled<T>(value: Awaitable<T> | undefined): T | undefined {
  // A promise sent from a server component arrives as React's own thenable, not a Promise.
  return typeof (value as { then?: unknown } | undefined)?.then === "function" ? use(value as Promise<T>) : (value as T | undefined);
}

/** The pages that take the query as a `searchParams` prop. */
const QUERY_PAGES = ["EmailVerification", "PasswordReset", "MagicLinkCallback", "TeamInvitation", "ErrorPage", "CliAuthConfirmation"] as const;

export function Handler({ params, searchParams, componentProps, ...props }: NextHandlerProps) {
  const app = useApp();
  // A server that has just started loads the pages' lazy parts (the handler's lazy pages,
  // the provider logos, the account settings' sections) while this render runs; a part
  // still loading would suspend inside the page's own <Suspense>, whose spinner Next sends
  // in the first HTML with the page hidden for a script to swap in, which a visitor without
  // JavaScript never runs. Waiting here, above that boundary, holds the shell until they are
  // in (already so on every later request). Always at this place in the render: React
  // matches a retried render's `use` calls by their order.
  if (!isBrowser()) use(serverPartsLoaded());
  const path = settled(params)?.path ?? [];
  const query = settled(searchParams);
  const location = `${app.urls.handler.replace(/\/+$/, "")}/${path.map(encodeURIComponent).join("/")}`;
  // A repeated parameter counts by its first value, as URLSearchParams.get reads it.
  const flat = Object.fromEntries(
    Object.entries(query ?? {}).flatMap(([name, value]) => {
      const first = Array.isArray(value) ? value[0] : value;
      return first === undefined ? [] : [[name, first]];
    }),
  ) as Record<string, string>;
  if (!isBrowser()) {
    // A lenient spelling (`signin`) or a page moved out of the handler: the server answers
    // with the redirect itself, so the first HTML is never a loading card.
    const route = resolveHandlerRoute(pathUnderHandler(location, app.urls.handler) ?? "", app.urls);
    if (route.kind === "redirect") {
      const search = new URLSearchParams(flat).toString();
      redirect(search && !route.to.includes("?") ? `${route.to}?${search}` : route.to, RedirectType.replace);
    }
  }
  let pageProps: HandlerComponentProps | undefined = componentProps;
  if (query) {
    pageProps = { ...componentProps };
    for (const page of QUERY_PAGES) pageProps[page] = { searchParams: flat, ...componentProps?.[page] } as never;
  }
  // The password forms post to GatehouseNextProvider's server actions before hydration; a
  // post that failed comes back here with its error code, which the form shows.
  const actions = useContext(PasswordFormActionsContext);
  const error = postedErrorCode(flat[POSTED_ERROR_PARAM]);
  // The form turns a posted code into its error with the error registry, loaded only when a
  // post came back (components/forms/posted-error.ts): wait for it here, above the page's
  // Suspense boundary, like the lazy parts above. Always called, at the same place.
  use(postedErrorReady(actions ? error : null));
  const posted: PostedForms | null = actions && {
    signIn: actions.signIn,
    signUp: actions.signUp,
    error,
    passwordChosen: error !== null || flat[METHOD_PARAM] === PASSWORD_METHOD,
    returnTo: flat[AFTER_AUTH_RETURN_TO] ?? null,
  };
  return (
    <PostedFormsContext.Provider value={posted}>
      <CoreHandler {...props} location={location} {...(pageProps ? { componentProps: pageProps } : {})} />
    </PostedFormsContext.Provider>
  );
}

/**
 * `<Handler>` (docs/api.md §4.3): renders the page for the current path under the handler
 * base. The decisions live in the table of `routes.ts`; this file only renders them.
 */
import { Component, Suspense, useEffect, type ComponentProps, type ComponentType, type ErrorInfo, type ReactNode } from "react";
import { AccountSettings } from "../components/account-settings/account-settings";
import { AuthPage } from "../components/auth/auth-page";
import { developmentHint, friendlyErrorDetail, friendlyErrorMessage } from "../components/error-messages";
import { MessageCard } from "../components/message-card";
import { CliAuthConfirmation } from "../components/pages/cli-auth-confirmation";
import { EmailVerification } from "../components/pages/email-verification";
import type { ErrorPage as ErrorPageComponent } from "../components/pages/error-page";
import { ForgotPassword } from "../components/pages/forgot-password";
import type { MagicLinkCallback as MagicLinkCallbackPage } from "../components/pages/magic-link-callback";
import type { MFA as MfaPage } from "../components/pages/mfa";
import { NotFound } from "../components/pages/not-found";
import type { OAuthCallback as OAuthCallbackPage } from "../components/pages/oauth-callback";
import { PasswordReset } from "../components/pages/password-reset";
import type { SignOut as SignOutPage } from "../components/pages/sign-out";
import type { TeamInvitation as TeamInvitationPage } from "../components/pages/team-invitation";
import { GatehouseProvider, useApp, useOuterProvider, useTranslation } from "../components/provider";
import { PageFrame } from "../components/ui/card";
import { lazyPart } from "../components/ui/lazy-part";
import { Spinner } from "../components/ui/spinner";
import type { ClientApp } from "../lib/apps/client-app";
import { isProductionBuild } from "../components/build-mode";
import { nearestHandlerPage, pathUnderHandler, resolveHandlerRoute, type HandlerPage } from "./routes";

/**
 * A page loaded when its path is first shown (with the others of ./lazy-pages.ts, in one
 * chunk of an app's bundle). The route's `<Suspense>` shows the loading page (same frame,
 * spinner) meanwhile. Lazy are the pages only the handler shows; the ones
 * `gatehouse/react` also exports (sign-in, account settings, ...) stay static, since a
 * bundler reaching them through the package entry ships them with the first load anyway,
 * and an extra chunk boundary would only cost bytes (account settings loads its sections
 * lazily).
 */
function page<C extends ComponentType<any>>(pick: (pages: typeof import("./lazy-pages")) => C) {
  return lazyPart(() => import("./lazy-pages"), pick);
}

const ErrorPage = page((p) => p.ErrorPage);
const MagicLinkCallback = page((p) => p.MagicLinkCallback);
const MFA = page((p) => p.MFA);
const OAuthCallback = page((p) => p.OAuthCallback);
const SignOut = page((p) => p.SignOut);
const TeamInvitation = page((p) => p.TeamInvitation);

/** Per-page prop overrides (`undefined` values are dropped). */
export type HandlerComponentProps = {
  SignIn?: Partial<ComponentProps<typeof AuthPage>> | undefined;
  SignUp?: Partial<ComponentProps<typeof AuthPage>> | undefined;
  EmailVerification?: Partial<ComponentProps<typeof EmailVerification>> | undefined;
  PasswordReset?: Partial<ComponentProps<typeof PasswordReset>> | undefined;
  ForgotPassword?: Partial<ComponentProps<typeof ForgotPassword>> | undefined;
  SignOut?: Partial<ComponentProps<typeof SignOutPage>> | undefined;
  OAuthCallback?: Partial<ComponentProps<typeof OAuthCallbackPage>> | undefined;
  MagicLinkCallback?: Partial<ComponentProps<typeof MagicLinkCallbackPage>> | undefined;
  TeamInvitation?: Partial<ComponentProps<typeof TeamInvitationPage>> | undefined;
  ErrorPage?: Partial<ComponentProps<typeof ErrorPageComponent>> | undefined;
  AccountSettings?: Partial<ComponentProps<typeof AccountSettings>> | undefined;
  CliAuthConfirmation?: Partial<ComponentProps<typeof CliAuthConfirmation>> | undefined;
  MFA?: Partial<ComponentProps<typeof MfaPage>> | undefined;
};

export type HandlerProps = {
  /** The app; defaults to the one of the surrounding `<GatehouseProvider>`. */
  app?: ClientApp | undefined;
  /** The current pathname; default `window.location.pathname`. The query is read from the window. */
  location?: string | undefined;
  /** Centred full-viewport layout (default) or inline. */
  fullPage?: boolean | undefined;
  componentProps?: HandlerComponentProps | undefined;
};

function defined<T extends object>(props: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(props ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Page segment -> element. */
const PAGES: Record<HandlerPage, (fullPage: boolean, p: HandlerComponentProps) => ReactNode> = {
  "sign-in": (f, p) => <AuthPage type="sign-in" fullPage={f} automaticRedirect {...defined(p.SignIn)} />,
  "sign-up": (f, p) => <AuthPage type="sign-up" fullPage={f} automaticRedirect {...defined(p.SignUp)} />,
  "sign-out": (f, p) => <SignOut fullPage={f} {...defined(p.SignOut)} />,
  "email-verification": (f, p) => <EmailVerification fullPage={f} {...defined(p.EmailVerification)} />,
  "password-reset": (f, p) => <PasswordReset fullPage={f} {...defined(p.PasswordReset)} />,
  "forgot-password": (f, p) => <ForgotPassword fullPage={f} {...defined(p.ForgotPassword)} />,
  "oauth-callback": (f, p) => <OAuthCallback fullPage={f} {...defined(p.OAuthCallback)} />,
  "magic-link-callback": (f, p) => <MagicLinkCallback fullPage={f} {...defined(p.MagicLinkCallback)} />,
  "account-settings": (f, p) => <AccountSettings fullPage={f} {...defined(p.AccountSettings)} />,
  "team-invitation": (f, p) => <TeamInvitation fullPage={f} {...defined(p.TeamInvitation)} />,
  "cli-auth-confirm": (f, p) => <CliAuthConfirmation fullPage={f} {...defined(p.CliAuthConfirmation)} />,
  mfa: (f, p) => <MFA fullPage={f} {...defined(p.MFA)} />,
  error: (f, p) => <ErrorPage fullPage={f} {...defined(p.ErrorPage)} />,
};

export function Handler({ app, ...props }: HandlerProps) {
  const outer = useOuterProvider();
  // No app of its own, or the surrounding provider's: its context serves as it is.
  if (!app || outer?.app === app) return <HandlerRoutes {...props} />;
  // Another app: its own provider, keeping the page's language, overrides and colour mode.
  return (
    <GatehouseProvider app={app} lang={outer?.lang} translationOverrides={outer?.translationOverrides} colorMode={outer?.colorMode}>
      <HandlerRoutes {...props} />
    </GatehouseProvider>
  );
}

function HandlerRoutes({ location, fullPage = true, componentProps = {} }: Omit<HandlerProps, "app">) {
  const app = useApp();
  const pathname = location ?? (typeof window === "undefined" ? "/" : window.location.pathname);
  const path = pathUnderHandler(pathname, app.urls.handler);
  const route = path === null ? { kind: "not-found" as const } : resolveHandlerRoute(path, app.urls);
  return (
    <PageErrorBoundary fullPage={fullPage}>
      <Suspense fallback={<LoadingPage fullPage={fullPage} />}>
        {route.kind === "page" ? PAGES[route.page](fullPage, componentProps) : route.kind === "redirect" ? <Redirect to={route.to} fullPage={fullPage} /> : <NotFound fullPage={fullPage} suggestion={suggestionFor(path, app.urls.handler)} />}
      </Suspense>
    </PageErrorBoundary>
  );
}

/** In development builds, the handler page nearest to a path it does not know. */
function suggestionFor(path: string | null, handlerBase: string): string | undefined {
  const page = path === null || isProductionBuild() ? null : nearestHandlerPage(path);
  return page ? `${handlerBase.replace(/\/+$/, "")}/${page}` : undefined;
}

/** Goes to `to`, keeping the current query string. */
function Redirect({ to, fullPage }: { to: string; fullPage: boolean }) {
  const navigate = useApp().useNavigate();
  useEffect(() => {
    const search = typeof window === "undefined" ? "" : window.location.search;
    navigate(search && !to.includes("?") ? `${to}${search}` : to);
  }, [to, navigate]);
  return <LoadingPage fullPage={fullPage} />;
}

function LoadingPage({ fullPage }: { fullPage: boolean }) {
  return (
    <PageFrame fullPage={fullPage}>
      <div className="gh-center">
        <Spinner />
      </div>
    </PageFrame>
  );
}

/** A page that throws (e.g. the service is unreachable) shows a card instead of a blank screen. */
class PageErrorBoundary extends Component<{ fullPage: boolean; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("gatehouse: a handler page failed", error, info.componentStack);
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorCard error={this.state.error} fullPage={this.props.fullPage} retry={() => this.setState({ error: null })} />;
  }
}

function ErrorCard({ error, fullPage, retry }: { error: unknown; fullPage: boolean; retry: () => void }) {
  const t = useTranslation();
  const detail = friendlyErrorDetail(error, t);
  const hint = developmentHint(error);
  return (
    <MessageCard title={t("An error occurred")} fullPage={fullPage} primaryButtonText={t("Try again")} primaryAction={retry}>
      <p className="gh-text gh-center">{friendlyErrorMessage(error, t)}</p>
      {detail ? (
        <p className="gh-muted gh-center" style={{ overflowWrap: "anywhere" }}>
          {detail}
        </p>
      ) : null}
      {hint ? (
        <p className="gh-muted" role="note" style={{ overflowWrap: "anywhere" }}>
          {hint}
        </p>
      ) : null}
    </MessageCard>
  );
}

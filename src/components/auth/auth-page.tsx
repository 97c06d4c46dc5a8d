/**
 * `<AuthPage type="sign-in" | "sign-up">` (docs/api.md §4.5): the OAuth buttons, a passkey
 * button, then the one-time-code and password forms, each only if the project enables it.
 */
import { Suspense, useRef, useEffect, useId, useState, type ReactNode } from "react";
import type { Project } from "../../lib/projects/project-types";
import { usePasswordFormChosen, usePostedForm } from "../forms/posted-form";
import { METHOD_PARAM, PASSWORD_METHOD } from "../../lib/urls/posted-form-params";
import { AFTER_AUTH_RETURN_TO } from "../../lib/urls/redirect";
import { MessageCard } from "../message-card";
import { useApp, useProject, useTranslation, useUser } from "../provider";
import { PageFrame } from "../ui/card";
import { AppLink, withReturnTo } from "../ui/link";
import { Spinner } from "../ui/spinner";
import { Tabs } from "../ui/tabs";
import { CredentialSignIn } from "./credential-sign-in";
import { CredentialSignUp } from "./credential-sign-up";
import { MagicLinkSignIn } from "./magic-link-sign-in";
import { ProviderButtons } from "./oauth-button";
import { PasskeyButton } from "./passkey-button";

export type AuthPageProps = {
  type: "sign-in" | "sign-up";
  fullPage?: boolean | undefined;
  /** When already signed in, go to after-sign-in instead of showing a card. */
  automaticRedirect?: boolean | undefined;
  extraInfo?: ReactNode | undefined;
  firstTab?: "magic-link" | "password" | undefined;
  /** Sign-up only: one password field instead of two. */
  noPasswordRepeat?: boolean | undefined;
  /** Renders with this project config instead of reading the app (previews). */
  mockProject?: Pick<Project, "config"> & { displayName?: string } | undefined;
};

export function AuthPage(props: AuthPageProps) {
  return (
    <Suspense fallback={<AuthPageSkeleton fullPage={props.fullPage ?? false} />}>
      {props.mockProject ? <AuthForm {...props} project={props.mockProject} isMock /> : <LiveAuthPage {...props} />}
    </Suspense>
  );
}

export function SignIn(props: Omit<AuthPageProps, "type" | "noPasswordRepeat">) {
  return <AuthPage type="sign-in" {...props} />;
}

export function SignUp(props: Omit<AuthPageProps, "type">) {
  return <AuthPage type="sign-up" {...props} />;
}

function AuthPageSkeleton({ fullPage }: { fullPage: boolean }) {
  return (
    <PageFrame fullPage={fullPage}>
      <div className="gh-center" style={{ minHeight: "18rem", display: "flex", alignItems: "center", justifyContent: "center" }}>
        <Spinner />
      </div>
    </PageFrame>
  );
}

function LiveAuthPage(props: AuthPageProps) {
  const app = useApp();
  const t = useTranslation();
  const user = useUser();
  const project = useProject();
  const signedIn = user !== null;
  // Only a visitor who arrives signed in is sent on: one who signs in (or up) here is sent
  // on by that sign-in (to after-sign-up for a new account), and a second redirect to
  // after-sign-in would race it.
  const signedInOnArrival = useRef(signedIn);
  useEffect(() => {
    if (signedIn && signedInOnArrival.current && props.automaticRedirect) void app.redirectToAfterSignIn({ replace: true });
  }, [signedIn, props.automaticRedirect, app]);
  if (signedIn) {
    // Signed in elsewhere meanwhile (another tab): no redirect, the card below says so.
    if (props.automaticRedirect && signedInOnArrival.current) return <AuthPageSkeleton fullPage={props.fullPage ?? false} />;
    return (
      <MessageCard
        title={t("You are signed in")}
        fullPage={props.fullPage ?? false}
        primaryButtonText={t("Go home")}
        primaryAction={() => app.redirectToHome()}
        secondaryButtonText={t("Sign out")}
        secondaryAction={() => user.signOut()}
      >
        {t("You are already signed in.")}
      </MessageCard>
    );
  }
  return <AuthForm {...props} project={project} isMock={false} />;
}

function AuthForm({ type, fullPage = false, extraInfo, firstTab, noPasswordRepeat, project, isMock }: AuthPageProps & { project: Pick<Project, "config"> & { displayName?: string }; isMock: boolean }) {
  const app = useApp();
  const t = useTranslation();
  const titleId = useId();
  const { config } = project;
  const posted = usePostedForm(type);
  // A page asked for the password form (or sent back by its post) opens on it.
  const passwordChosen = usePasswordFormChosen();
  const [tab, setTab] = useState<string>(firstTab ?? (passwordChosen ? "password" : "magic-link"));
  if (type === "sign-up" && !config.signUpEnabled) {
    return <MessageCard title={t("Sign up is disabled")} fullPage={fullPage}>{t("Sign up for new users is not enabled at the moment.")}</MessageCard>;
  }
  const hasOAuth = config.oauthProviders.length > 0;
  const hasPasskey = type === "sign-in" && config.passkeyEnabled;
  const forms = [
    config.magicLinkEnabled ? { id: "magic-link", label: t("Email code"), content: <MagicLinkSignIn /> } : null,
    config.credentialEnabled
      ? { id: "password", label: t("Email & password"), content: type === "sign-in" ? <CredentialSignIn /> : <CredentialSignUp noPasswordRepeat={noPasswordRepeat ?? false} /> }
      : null,
  ].filter((f): f is NonNullable<typeof f> => f !== null);
  const nothing = !hasOAuth && !hasPasskey && forms.length === 0;
  return (
    <PageFrame fullPage={fullPage} labelledBy={titleId}>
      <div className="gh-stack" style={{ gap: ".25rem" }}>
        <h1 id={titleId} className="gh-title">
          {type === "sign-in" ? t("Sign in to your account") : t("Create a new account")}
        </h1>
        <p className="gh-muted gh-center">
          {type === "sign-in" ? t("Don't have an account?") : t("Already have an account?")}{" "}
          {type === "sign-in" ? (
            <AppLink href={withReturnTo(app.urls.signUp)}>{t("Sign up")}</AppLink>
          ) : (
            <AppLink href={withReturnTo(app.urls.signIn)}>{t("Sign in")}</AppLink>
          )}
        </p>
      </div>
      {hasOAuth ? <ProviderButtons type={type} project={project} isMock={isMock} /> : null}
      {hasPasskey ? <PasskeyButton /> : null}
      {(hasOAuth || hasPasskey) && forms.length > 0 ? <div className="gh-separator">{t("Or continue with")}</div> : null}
      {forms.length > 1 ? <Tabs label={t("Sign-in method")} items={forms} selected={tab} onSelect={setTab} /> : forms[0]?.content}
      {posted && forms.length > 1 && tab !== "password" && forms.some((f) => f.id === "password") ? (
        // Without JavaScript the tabs do not switch: a link opens the page on the password form.
        <noscript>
          <p className="gh-center">
            <a className="gh-link" href={passwordFormUrl(type === "sign-in" ? app.urls.signIn : app.urls.signUp, posted.returnTo)}>
              {t("Email & password")}
            </a>
          </p>
        </noscript>
      ) : null}
      {nothing ? <p className="gh-text gh-center">{t("No sign-in method is enabled for this project.")}</p> : null}
      {extraInfo ? <div className="gh-muted gh-center">{extraInfo}</div> : null}
    </PageFrame>
  );
}

/** The page `url` opened on its password form, keeping where the person returns to. */
function passwordFormUrl(url: string, returnTo: string | null): string {
  const query = new URLSearchParams({ [METHOD_PARAM]: PASSWORD_METHOD, ...(returnTo ? { [AFTER_AUTH_RETURN_TO]: returnTo } : {}) });
  return `${url}${url.includes("?") ? "&" : "?"}${query}`;
}

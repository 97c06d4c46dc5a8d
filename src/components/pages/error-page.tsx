/** Where the service sends OAuth errors (`errorCode`, `message`, `details` in the query). */
import { MessageCard } from "../message-card";
import { useApp, useTranslation } from "../provider";
import { currentSearchParams } from "../ui/link";

/** OAuth errors a person can act on, by code. */
const OAUTH_TEXTS: Record<string, { title: string; body: string }> = {
  OAUTH_CONNECTION_ALREADY_CONNECTED_TO_ANOTHER_USER: {
    title: "Account already connected",
    body: "This account is already connected to another user. Sign in with that user, or use another account.",
  },
  USER_ALREADY_CONNECTED_TO_ANOTHER_OAUTH_CONNECTION: {
    title: "Already connected",
    body: "Your user is already connected to another account of this provider.",
  },
  OAUTH_PROVIDER_ACCESS_DENIED: {
    title: "Access denied",
    body: "The sign-in provider did not grant access. Try again and allow access when asked.",
  },
};

export function ErrorPage({ searchParams, fullPage = false }: { searchParams?: Record<string, string>; fullPage?: boolean }) {
  const app = useApp();
  const t = useTranslation();
  const params = currentSearchParams();
  const errorCode = searchParams?.errorCode ?? params.get("errorCode");
  const message = searchParams?.message ?? params.get("message");
  const known = errorCode ? OAUTH_TEXTS[errorCode] : undefined;
  if (known) {
    return (
      <MessageCard title={t(known.title)} fullPage={fullPage} primaryButtonText={t("Sign in")} primaryAction={() => app.redirectToSignIn({ noRedirectBack: true })}>
        {t(known.body)}
      </MessageCard>
    );
  }
  return (
    <MessageCard title={t("An error occurred")} fullPage={fullPage} primaryButtonText={t("Go home")} primaryAction={() => app.redirectToHome()}>
      <div className="gh-stack">
        <p className="gh-text gh-center">{message ?? t("Something went wrong. Please try again.")}</p>
        {errorCode ? <p className="gh-muted gh-center">{t("Error code: {code}", { code: errorCode })}</p> : null}
      </div>
    </MessageCard>
  );
}

/** Every English text of this page (for `translationOverrides`). */
export const ERROR_PAGE_TEXTS = Object.values(OAUTH_TEXTS).flatMap((v) => [v.title, v.body]);

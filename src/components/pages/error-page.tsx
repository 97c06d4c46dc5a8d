/** Where the service sends OAuth errors (`errorCode`, `message`, `details` in the query). */
import { MessageCard } from "../message-card";
import { useApp, useTranslation } from "../provider";
import { currentSearchParams } from "../ui/link";
import { OAUTH_TEXTS } from "./error-texts";

export function ErrorPage({ searchParams, fullPage = false }: { searchParams?: Record<string, string>; fullPage?: boolean }) {
  const app = useApp();
  const t = useTranslation();
  const params = currentSearchParams();
  const errorCode = searchParams?.errorCode ?? params.get("errorCode");
  const message = searchParams?.message ?? params.get("message");
  const details = searchParams?.details ?? params.get("details");
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
        {details ? (
          <details>
            <summary className="gh-muted">{t("Details")}</summary>
            <pre className="gh-code" style={{ whiteSpace: "pre-wrap" }}>{details}</pre>
          </details>
        ) : null}
      </div>
    </MessageCard>
  );
}


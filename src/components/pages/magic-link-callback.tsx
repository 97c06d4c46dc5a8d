/**
 * The link of a magic-link email: signs in with its code, after a click (a mail scanner
 * opening the link must not spend the single-use code).
 */
import { useState } from "react";
import { friendlyErrorMessage } from "../error-messages";
import { MessageCard } from "../message-card";
import { useApp, useTranslation, useUser } from "../provider";
import { currentSearchParams } from "../ui/link";

export function MagicLinkCallback({ searchParams, fullPage = false }: { searchParams?: Record<string, string>; fullPage?: boolean }) {
  const app = useApp();
  const t = useTranslation();
  const user = useUser();
  const code = searchParams?.code ?? currentSearchParams().get("code");
  const [error, setError] = useState<string | null>(null);
  if (!code) {
    return <MessageCard title={t("Invalid sign-in link")} fullPage={fullPage}>{t("This link has no sign-in code. Use the link from the email.")}</MessageCard>;
  }
  if (error) {
    return (
      <MessageCard title={t("Invalid sign-in link")} fullPage={fullPage} primaryButtonText={t("Sign in")} primaryAction={() => app.redirectToSignIn()}>
        {error}
      </MessageCard>
    );
  }
  if (user) {
    return (
      <MessageCard title={t("You are signed in")} fullPage={fullPage} primaryButtonText={t("Continue")} primaryAction={() => app.redirectToAfterSignIn()}>
        {t("You are already signed in.")}
      </MessageCard>
    );
  }
  return (
    <MessageCard
      title={t("Sign in")}
      fullPage={fullPage}
      primaryButtonText={t("Sign in")}
      primaryAction={async () => {
        const result = await app.signInWithMagicLink(code);
        if (result.status === "error") setError(friendlyErrorMessage(result.error, t));
      }}
    >
      {t("Continue to sign in with the link from your email.")}
    </MessageCard>
  );
}

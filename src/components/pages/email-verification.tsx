/**
 * The link of a verification email (docs/api.md §4.5 `EmailVerification`). It asks before
 * using the single-use code, so a mail scanner opening the link does not spend it.
 */
import { useState } from "react";
import { friendlyErrorMessage } from "../error-messages";
import { MessageCard } from "../message-card";
import { useApp, useTranslation } from "../provider";
import { currentSearchParams } from "../ui/link";

export type EmailVerificationProps = { searchParams?: Record<string, string>; fullPage?: boolean };

export function EmailVerification({ searchParams, fullPage = false }: EmailVerificationProps) {
  const app = useApp();
  const t = useTranslation();
  const code = searchParams?.code ?? currentSearchParams().get("code");
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  if (!code) {
    return <MessageCard title={t("Invalid verification link")} fullPage={fullPage}>{t("This link has no verification code. Use the link from the email.")}</MessageCard>;
  }
  if (outcome?.ok) {
    return (
      <MessageCard title={t("Your email has been verified")} fullPage={fullPage} primaryButtonText={t("Go home")} primaryAction={() => app.redirectToHome()}>
        {t("Thank you for confirming your email address.")}
      </MessageCard>
    );
  }
  if (outcome) {
    return (
      <MessageCard title={t("Invalid verification link")} fullPage={fullPage} primaryButtonText={t("Go home")} primaryAction={() => app.redirectToHome()}>
        {outcome.message}
      </MessageCard>
    );
  }
  return (
    <MessageCard
      title={t("Verify your email")}
      fullPage={fullPage}
      primaryButtonText={t("Verify email")}
      primaryAction={async () => {
        const result = await app.verifyEmail(code);
        setOutcome(result.status === "ok" ? { ok: true } : { ok: false, message: friendlyErrorMessage(result.error, t) });
      }}
    >
      {t("Confirm that this is your email address.")}
    </MessageCard>
  );
}

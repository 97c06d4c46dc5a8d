/** The second step of an MFA-gated sign-in: a six-digit code from the authenticator app. */
import { useId, useState, type FormEvent } from "react";
import { readMfaAttemptCode } from "../../lib/auth/sign-in";
import { friendlyErrorMessage } from "../error-messages";
import { MessageCard } from "../message-card";
import { useApp, useTranslation } from "../provider";
import { PageFrame } from "../ui/card";
import { Button, ErrorText, Field } from "../ui/form";
import { useAction } from "../ui/use-action";

export function MFA({ fullPage = false }: { fullPage?: boolean }) {
  const app = useApp();
  const t = useTranslation();
  const titleId = useId();
  const [attemptCode] = useState(() => readMfaAttemptCode());
  const [code, setCode] = useState("");
  const action = useAction(async () => {
    const result = await app.signInWithMfa(code, attemptCode!);
    return result.status === "error" ? friendlyErrorMessage(result.error, t) : null;
  });
  if (!attemptCode) {
    return (
      <MessageCard title={t("No sign-in in progress")} fullPage={fullPage} primaryButtonText={t("Sign in")} primaryAction={() => app.redirectToSignIn({ noRedirectBack: true })}>
        {t("Start signing in again to get here.")}
      </MessageCard>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run();
  };
  const valid = /^\d{6}$/.test(code);
  return (
    <PageFrame fullPage={fullPage} labelledBy={titleId}>
      <h1 id={titleId} className="gh-title">
        {t("Multi-factor authentication")}
      </h1>
      <form className="gh-stack" onSubmit={submit}>
        <Field
          label={t("Six-digit code from your authenticator app")}
          name="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
        />
        <ErrorText>{action.error}</ErrorText>
        <Button type="submit" variant="primary" block busy={action.busy} disabled={!valid}>
          {t("Verify")}
        </Button>
      </form>
    </PageFrame>
  );
}

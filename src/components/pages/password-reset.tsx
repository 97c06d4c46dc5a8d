/** Checks the reset code from the email, then sets a new password (docs/api.md §4.5 `PasswordReset`). */
import { useId, useState } from "react";
import { friendlyErrorMessage } from "../error-messages";
import { MessageCard } from "../message-card";
import { useApp, useTranslation } from "../provider";
import { PageFrame } from "../ui/card";
import { Button, ErrorText, Field, Form } from "../ui/form";
import { currentSearchParams } from "../ui/link";
import { Spinner } from "../ui/spinner";
import { useAction } from "../ui/use-action";
import { useOnce } from "../ui/use-once";

export type PasswordResetProps = { searchParams?: Record<string, string>; fullPage?: boolean };

export function PasswordReset({ searchParams, fullPage = false }: PasswordResetProps) {
  const app = useApp();
  const t = useTranslation();
  const titleId = useId();
  const code = searchParams?.code ?? currentSearchParams().get("code");
  const check = useOnce(code ? `password-reset-check:${code}` : null, () => app.verifyPasswordResetCode(code!));
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [repeatError, setRepeatError] = useState<string | null>(null);
  const reset = useAction(() => app.resetPassword({ code: code!, password }));
  if (!code) {
    return <MessageCard title={t("Invalid password reset link")} fullPage={fullPage}>{t("This link has no reset code. Use the link from the email.")}</MessageCard>;
  }
  if (check.status === "running") {
    return (
      <PageFrame fullPage={fullPage}>
        <Spinner />
      </PageFrame>
    );
  }
  const failure = check.status === "failed" ? check.error : check.value.status === "error" ? check.value.error : null;
  if (failure) {
    return (
      <MessageCard title={t("Invalid password reset link")} fullPage={fullPage} primaryButtonText={t("Request a new link")} primaryAction={() => app.redirectToForgotPassword()}>
        {friendlyErrorMessage(failure, t)}
      </MessageCard>
    );
  }
  if (reset.done) {
    return (
      <MessageCard title={t("Your password has been reset")} fullPage={fullPage} primaryButtonText={t("Sign in")} primaryAction={() => app.redirectToSignIn()}>
        {t("You can now sign in with your new password.")}
      </MessageCard>
    );
  }
  const submit = () => {
    if (password !== repeat) return setRepeatError(t("Passwords do not match."));
    setRepeatError(null);
    void reset.run();
  };
  return (
    <PageFrame fullPage={fullPage} labelledBy={titleId}>
      <h1 id={titleId} className="gh-title">
        {t("Set a new password")}
      </h1>
      <Form className="gh-stack" onSubmit={submit}>
        <Field label={t("New password")} type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <Field label={t("Repeat new password")} type="password" autoComplete="new-password" required value={repeat} error={repeatError} onChange={(e) => setRepeat(e.target.value)} />
        <ErrorText>{reset.error}</ErrorText>
        <Button type="submit" variant="primary" block busy={reset.busy}>
          {t("Reset password")}
        </Button>
      </Form>
    </PageFrame>
  );
}

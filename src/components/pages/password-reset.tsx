/**
 * Sets a new password with the reset code from the email (docs/api.md §4.5 `PasswordReset`).
 * The form shows at once (the server's first HTML has it); the code is checked meanwhile,
 * and a code the service refuses replaces the form with a card that says so.
 */
import { useId, useState } from "react";
import { friendlyErrorMessage } from "../error-messages";
import { MessageCard } from "../message-card";
import { useApp, useTranslation } from "../provider";
import { PageFrame } from "../ui/card";
import { PasswordField } from "../forms/password-field";
import { useFormAction } from "../forms/use-form-action";
import { newPasswordProblem } from "../forms/validation";
import { Button, ErrorText, Form } from "../ui/form";
import { currentSearchParams } from "../ui/link";
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
  const reset = useFormAction<"password" | "repeat">(() => app.resetPassword({ code: code!, password }), {
    routes: { PASSWORD_TOO_SHORT: { field: "password", text: "Use at least {min} characters." } },
    validate: () => ({ password: newPasswordProblem(password), repeat: password === repeat ? null : "Passwords do not match." }),
  });
  if (!code) {
    return <MessageCard title={t("Invalid password reset link")} fullPage={fullPage}>{t("This link has no reset code. Use the link from the email.")}</MessageCard>;
  }
  const failure = check.status === "failed" ? check.error : check.status === "done" && check.value.status === "error" ? check.value.error : null;
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
  return (
    <PageFrame fullPage={fullPage} labelledBy={titleId}>
      <h1 id={titleId} className="gh-title">
        {t("Set a new password")}
      </h1>
      <Form className="gh-stack" onSubmit={reset.run} focusInvalid={reset.failures}>
        <PasswordField
          label={t("New password")}
          isNew
          required
          value={password}
          error={reset.fieldErrors.password}
          onChange={(e) => {
            setPassword(e.target.value);
            reset.clear("password");
          }}
        />
        <PasswordField
          label={t("Repeat new password")}
          autoComplete="new-password"
          required
          value={repeat}
          error={reset.fieldErrors.repeat}
          onChange={(e) => {
            setRepeat(e.target.value);
            reset.clear("repeat");
          }}
        />
        <ErrorText>{reset.error}</ErrorText>
        <Button type="submit" variant="primary" block busy={reset.busy}>
          {t("Reset password")}
        </Button>
      </Form>
    </PageFrame>
  );
}

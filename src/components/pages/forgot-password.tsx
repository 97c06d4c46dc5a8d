/** Asks for an email and sends a password-reset link (docs/api.md §4.5 `ForgotPassword`). */
import { useId, useState } from "react";
import { KnownErrors } from "../../errors";
import { MessageCard } from "../message-card";
import { useApp, useTranslation } from "../provider";
import { PageFrame } from "../ui/card";
import { useFormAction } from "../forms/use-form-action";
import { emailProblem } from "../forms/validation";
import { Button, ErrorText, Form } from "../ui/form";
import { AppLink } from "../ui/link";
import { EmailField } from "../forms/email-field";

export function ForgotPassword({ fullPage = false }: { fullPage?: boolean }) {
  const app = useApp();
  const t = useTranslation();
  const titleId = useId();
  const [email, setEmail] = useState("");
  const action = useFormAction<"email">(
    async () => {
      const result = await app.sendForgotPasswordEmail(email.trim());
      // An unknown address gets the same answer, so the form does not reveal who has an account.
      return result.status === "error" && KnownErrors.UserNotFound.isInstance(result.error) ? null : result;
    },
    { routes: { SCHEMA_ERROR: { field: "email", text: "Enter a valid email address, like name@example.com." } }, validate: () => ({ email: emailProblem(email) }) },
  );
  if (action.done) {
    return (
      <MessageCard title={t("Check your email")} fullPage={fullPage} primaryButtonText={t("Back to sign in")} primaryAction={() => app.redirectToSignIn()}>
        {t("If an account uses {email}, we sent it a link to reset the password.", { email: email.trim() })}
      </MessageCard>
    );
  }
  return (
    <PageFrame fullPage={fullPage} labelledBy={titleId}>
      <h1 id={titleId} className="gh-title">
        {t("Reset your password")}
      </h1>
      <Form className="gh-stack" onSubmit={action.run} focusInvalid={action.failures}>
        <EmailField value={email} onValue={setEmail} action={action} />
        <ErrorText>{action.error}</ErrorText>
        <Button type="submit" variant="primary" block busy={action.busy}>
          {t("Send reset link")}
        </Button>
      </Form>
      <p className="gh-muted gh-center">
        <AppLink href={app.urls.signIn}>{t("Back to sign in")}</AppLink>
      </p>
    </PageFrame>
  );
}

/** Email + password sign-in (API.md §4.5 `CredentialSignIn`). */
import { useState, type FormEvent } from "react";
import { friendlyErrorMessage } from "../error-messages";
import { useApp, useTranslation } from "../provider";
import { Button, ErrorText, Field } from "../ui/form";
import { AppLink } from "../ui/link";
import { useAction } from "../ui/use-action";

export function CredentialSignIn() {
  const app = useApp();
  const t = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const action = useAction(async () => {
    const result = await app.signInWithCredential({ email: email.trim(), password });
    return result.status === "error" ? friendlyErrorMessage(result.error, t) : null;
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.run();
  };
  return (
    <form className="gh-stack" onSubmit={submit} noValidate={false}>
      <Field label={t("Email")} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Field label={t("Password")} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <div className="gh-spread">
        <AppLink href={app.urls.forgotPassword}>{t("Forgot password?")}</AppLink>
      </div>
      <ErrorText>{action.error}</ErrorText>
      <Button type="submit" variant="primary" block busy={action.busy}>
        {t("Sign in")}
      </Button>
    </form>
  );
}

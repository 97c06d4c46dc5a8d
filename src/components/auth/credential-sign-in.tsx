/** Email + password sign-in (docs/api.md §4.5 `CredentialSignIn`). */
import { useState } from "react";
import { useApp, useTranslation } from "../provider";
import { Button, ErrorText, Field, Form } from "../ui/form";
import { AppLink } from "../ui/link";
import { useAction } from "../ui/use-action";

export function CredentialSignIn() {
  const app = useApp();
  const t = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const action = useAction(() => app.signInWithCredential({ email: email.trim(), password }));
  return (
    <Form className="gh-stack" onSubmit={action.run}>
      <Field label={t("Email")} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Field label={t("Password")} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <div className="gh-spread">
        <AppLink href={app.urls.forgotPassword}>{t("Forgot password?")}</AppLink>
      </div>
      <ErrorText>{action.error}</ErrorText>
      <Button type="submit" variant="primary" block busy={action.busy}>
        {t("Sign in")}
      </Button>
    </Form>
  );
}

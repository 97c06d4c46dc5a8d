/** Email + password sign-up (docs/api.md §4.5 `CredentialSignUp`). */
import { useState } from "react";
import { useApp, useTranslation } from "../provider";
import { Button, ErrorText, Field, Form } from "../ui/form";
import { useAction } from "../ui/use-action";

export function CredentialSignUp({ noPasswordRepeat = false }: { noPasswordRepeat?: boolean }) {
  const app = useApp();
  const t = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [repeatError, setRepeatError] = useState<string | null>(null);
  const action = useAction(() => app.signUpWithCredential({ email: email.trim(), password }));
  const submit = () => {
    if (!noPasswordRepeat && password !== repeat) {
      setRepeatError(t("Passwords do not match."));
      return;
    }
    setRepeatError(null);
    void action.run();
  };
  return (
    <Form className="gh-stack" onSubmit={submit}>
      <Field label={t("Email")} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Field label={t("Password")} type="password" name="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      {noPasswordRepeat ? null : (
        <Field
          label={t("Repeat password")}
          type="password"
          name="password-repeat"
          autoComplete="new-password"
          required
          value={repeat}
          error={repeatError}
          onChange={(e) => setRepeat(e.target.value)}
        />
      )}
      <ErrorText>{action.error}</ErrorText>
      <Button type="submit" variant="primary" block busy={action.busy}>
        {t("Sign up")}
      </Button>
    </Form>
  );
}

/**
 * One-time code / magic link (API.md §4.5 `MagicLinkSignIn`): sends the email, then
 * takes the 6-character code from it (the link in the email works too).
 */
import { useState, type FormEvent } from "react";
import { friendlyErrorMessage } from "../error-messages";
import { useApp, useTranslation } from "../provider";
import { Button, ErrorText, Field, StatusText } from "../ui/form";
import { useAction } from "../ui/use-action";

export function MagicLinkSignIn() {
  const app = useApp();
  const t = useTranslation();
  const [email, setEmail] = useState("");
  const [nonce, setNonce] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const send = useAction(async () => {
    const result = await app.sendMagicLinkEmail(email.trim());
    if (result.status === "error") return friendlyErrorMessage(result.error, t);
    setNonce(result.data.nonce);
    return null;
  });
  const verify = useAction(async () => {
    if (!nonce) return;
    // The typed code (case-insensitive) is followed by the nonce of the email that carried it.
    const result = await app.signInWithMagicLink(code.trim().toLowerCase() + nonce);
    return result.status === "error" ? friendlyErrorMessage(result.error, t) : null;
  });
  if (nonce) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      void verify.run();
    };
    return (
      <form className="gh-stack" onSubmit={submit}>
        <StatusText>{t("We sent a sign-in link and a code to {email}.", { email })}</StatusText>
        <Field
          label={t("Code from the email")}
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          maxLength={6}
          minLength={6}
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <ErrorText>{verify.error}</ErrorText>
        <Button type="submit" variant="primary" block busy={verify.busy} disabled={code.trim().length !== 6}>
          {t("Sign in")}
        </Button>
        <button type="button" className="gh-link" onClick={() => setNonce(null)}>
          {t("Use a different email")}
        </button>
      </form>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send.run();
  };
  return (
    <form className="gh-stack" onSubmit={submit}>
      <Field label={t("Email")} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <ErrorText>{send.error}</ErrorText>
      <Button type="submit" variant="primary" block busy={send.busy}>
        {t("Send email")}
      </Button>
    </form>
  );
}

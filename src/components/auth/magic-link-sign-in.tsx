/**
 * One-time code / magic link (docs/api.md §4.5 `MagicLinkSignIn`): sends the email, then
 * takes the 6-character code from it (the link in the email works too).
 */
import { useState } from "react";
import { useApp, useTranslation } from "../provider";
import { Button, ErrorText, Field, Form, StatusText } from "../ui/form";
import { useAction } from "../ui/use-action";

export function MagicLinkSignIn() {
  const app = useApp();
  const t = useTranslation();
  const [email, setEmail] = useState("");
  const [nonce, setNonce] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const send = useAction(async () => {
    const result = await app.sendMagicLinkEmail(email.trim());
    if (result.status === "ok") setNonce(result.data.nonce);
    return result;
  });
  const verify = useAction(async () => {
    if (!nonce) return;
    // The typed code (case-insensitive) is followed by the nonce of the email that carried it.
    return app.signInWithMagicLink(code.trim().toLowerCase() + nonce);
  });
  if (nonce) {
    return (
      <Form className="gh-stack" onSubmit={verify.run}>
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
      </Form>
    );
  }
  return (
    <Form className="gh-stack" onSubmit={send.run}>
      <Field label={t("Email")} type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <ErrorText>{send.error}</ErrorText>
      <Button type="submit" variant="primary" block busy={send.busy}>
        {t("Send email")}
      </Button>
    </Form>
  );
}

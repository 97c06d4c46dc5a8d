/**
 * One-time code / magic link (docs/api.md §4.5 `MagicLinkSignIn`): sends the email, then
 * takes the 6-character code from it (the link in the email works too).
 */
import { useState } from "react";
import { useFormAction, type ErrorRoute } from "../forms/use-form-action";
import { emailProblem } from "../forms/validation";
import { useApp, useTranslation } from "../provider";
import { Button, ErrorText, Field, Form, StatusText } from "../ui/form";
import { EmailField } from "../forms/email-field";

/**
 * What the service can answer the email step. `USER_EMAIL_ALREADY_EXISTS` here means the
 * address belongs to an account that has not verified it (the service will not send a
 * sign-in code to it): not "sign up instead", but "sign in another way".
 */
const SEND_ROUTES: Partial<Record<string, ErrorRoute<"email">>> = {
  SCHEMA_ERROR: { field: "email", text: "Enter a valid email address, like name@example.com." },
  USER_EMAIL_ALREADY_EXISTS: {
    field: "email",
    text: "This email belongs to an account that has not verified it yet, so no code can be sent. Sign in with your password, then verify the address in your account settings.",
  },
  SIGN_UP_NOT_ENABLED: { field: "email", text: "No account uses this email, and new accounts cannot be created right now. Check the address." },
};

/** What the service can answer the code step. */
const CODE_ROUTES: Partial<Record<string, ErrorRoute<"code">>> = {
  VERIFICATION_CODE_NOT_FOUND: { field: "code", text: "This code is not right. Check the 6 characters in the newest email." },
  VERIFICATION_CODE_EXPIRED: { field: "code", text: "This code has expired. Use a different email or send a new code." },
  VERIFICATION_CODE_ALREADY_USED: { field: "code", text: "This code has already been used. Send a new code." },
  VERIFICATION_CODE_MAX_ATTEMPTS_REACHED: { field: "code", text: "Too many wrong attempts. Send a new code." },
};

export function MagicLinkSignIn() {
  const app = useApp();
  const t = useTranslation();
  const [email, setEmail] = useState("");
  const [nonce, setNonce] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const send = useFormAction<"email">(
    async () => {
      const result = await app.sendMagicLinkEmail(email.trim());
      if (result.status === "ok") setNonce(result.data.nonce);
      return result;
    },
    { routes: SEND_ROUTES, validate: () => ({ email: emailProblem(email) }) },
  );
  const verify = useFormAction<"code">(
    async () => {
      if (!nonce) return;
      // The typed code (case-insensitive) is followed by the nonce of the email that carried it.
      return app.signInWithMagicLink(code.trim().toLowerCase() + nonce);
    },
    { routes: CODE_ROUTES, validate: () => ({ code: code.trim().length === 6 ? null : "Enter the 6 characters from the email." }) },
  );
  if (nonce) {
    return (
      <Form className="gh-stack" onSubmit={verify.run} focusInvalid={verify.failures}>
        <StatusText>{t("We sent a sign-in link and a code to {email}.", { email: email.trim() })}</StatusText>
        <Field
          label={t("Code from the email")}
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="characters"
          maxLength={6}
          required
          autoFocus
          value={code}
          error={verify.fieldErrors.code}
          onChange={(e) => {
            setCode(e.target.value);
            verify.clear("code");
          }}
        />
        <ErrorText>{verify.error ?? send.error ?? send.fieldErrors.email}</ErrorText>
        <Button type="submit" variant="primary" block busy={verify.busy}>
          {t("Sign in")}
        </Button>
        <div className="gh-row" style={{ justifyContent: "center" }}>
          <button type="button" className="gh-link" onClick={() => void send.run()} disabled={send.busy}>
            {t("Send a new code")}
          </button>
          <button
            type="button"
            className="gh-link"
            onClick={() => {
              setNonce(null);
              setCode("");
            }}
          >
            {t("Use a different email")}
          </button>
        </div>
      </Form>
    );
  }
  return (
    <Form className="gh-stack" onSubmit={send.run} focusInvalid={send.failures}>
      <EmailField value={email} onValue={setEmail} action={send} />
      <ErrorText>{send.error}</ErrorText>
      <Button type="submit" variant="primary" block busy={send.busy}>
        {t("Send email")}
      </Button>
    </Form>
  );
}

/** Email + password sign-in (docs/api.md §4.5 `CredentialSignIn`). */
import { isValidElement, useState } from "react";
import { PasswordField } from "../forms/password-field";
import { useFormAction, type ErrorRoute } from "../forms/use-form-action";
import { signInChecks, type SignInFields } from "../../lib/auth/credential-checks";
import { checkMessages, checkRoutes } from "../forms/password-form-checks";
import { usePostedForm } from "../forms/posted-form";
import { useApp, useTranslation } from "../provider";
import { Button, ErrorText, Form } from "../ui/form";
import { PostedReturnTo } from "../forms/posted-return-to";
import { AppLink } from "../ui/link";
import { EmailField } from "../forms/email-field";

type Fields = SignInFields;

/** What the service can answer this form, and the field each answer is about. */
const ROUTES: Partial<Record<string, ErrorRoute<Fields>>> = {
  EMAIL_PASSWORD_MISMATCH: { field: "password", text: "Wrong email or password. Check both, or reset your password.", link: "forgot-password" },
  SCHEMA_ERROR: { field: "email", text: "Enter a valid email address, like name@example.com." },
  // The form's own checks, by code: what a post before hydration comes back with.
  ...checkRoutes<Fields>({ EMAIL_MISSING: "email", EMAIL_MALFORMED: "email", PASSWORD_MISSING: "password" }),
};

export function CredentialSignIn() {
  const app = useApp();
  const t = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const posted = usePostedForm("sign-in");
  const action = useFormAction<Fields>(() => app.signInWithCredential({ email: email.trim(), password }), {
    routes: ROUTES,
    validate: () => checkMessages(signInChecks({ email, password })),
    postedError: posted?.error ?? null,
  });
  return (
    <Form className="gh-stack" onSubmit={action.run} focusInvalid={action.failures} action={posted?.action}>
      <PostedReturnTo posted={posted} />
      <EmailField value={email} onValue={setEmail} action={action} />
      <PasswordField
        label={t("Password")}
        name="password"
        required
        value={password}
        error={action.fieldErrors.password}
        onChange={(e) => {
          setPassword(e.target.value);
          action.clear("password");
        }}
      />
      {/* A wrong password's message ends in its own reset link: one link is enough. */}
      {isValidElement(action.fieldErrors.password) ? null : (
        <div className="gh-spread">
          <AppLink href={app.urls.forgotPassword}>{t("Forgot password?")}</AppLink>
        </div>
      )}
      <ErrorText>{action.error}</ErrorText>
      <Button type="submit" variant="primary" block busy={action.busy}>
        {t("Sign in")}
      </Button>
    </Form>
  );
}

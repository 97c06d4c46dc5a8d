/** Email + password sign-up (docs/api.md §4.5 `CredentialSignUp`). */
import { useState } from "react";
import { PasswordField } from "../forms/password-field";
import { useFormAction, type ErrorRoute } from "../forms/use-form-action";
import { CREDENTIAL_FORM_FIELDS, signUpChecks, type SignUpFields } from "../../lib/auth/credential-checks";
import { checkMessages, checkRoutes } from "../forms/password-form-checks";
import { usePostedForm } from "../forms/posted-form";
import { PostedReturnTo } from "../forms/posted-return-to";
import { useApp, useTranslation } from "../provider";
import { Button, ErrorText, Form } from "../ui/form";
import { EmailField } from "../forms/email-field";

type Fields = SignUpFields;

/** What the service can answer a sign-up, and the field each answer is about. */
const ROUTES: Partial<Record<string, ErrorRoute<Fields>>> = {
  USER_EMAIL_ALREADY_EXISTS: { field: "email", text: "An account with this email already exists.", link: "sign-in" },
  PASSWORD_TOO_SHORT: { field: "password", text: "Use at least {min} characters." },
  PASSWORD_TOO_LONG: { field: "password", text: "Use at most {max} characters." },
  PASSWORD_REQUIREMENTS_NOT_MET: { field: "password", text: "Choose a longer or less common password." },
  SCHEMA_ERROR: { field: "email", text: "Enter a valid email address, like name@example.com." },
  // The form's own checks, by code: what a post before hydration comes back with.
  ...checkRoutes<Fields>({ EMAIL_MISSING: "email", EMAIL_MALFORMED: "email", NEW_PASSWORD_MISSING: "password", PASSWORDS_DIFFER: "repeat" }),
};

export function CredentialSignUp({ noPasswordRepeat = false }: { noPasswordRepeat?: boolean }) {
  const app = useApp();
  const t = useTranslation();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const posted = usePostedForm("sign-up");
  const action = useFormAction<Fields>(() => app.signUpWithCredential({ email: email.trim(), password }), {
    routes: ROUTES,
    validate: () => checkMessages(signUpChecks({ email, password, repeat: noPasswordRepeat ? null : repeat })),
    postedError: posted?.error ?? null,
  });
  return (
    <Form className="gh-stack" onSubmit={action.run} focusInvalid={action.failures} action={posted?.action}>
      <PostedReturnTo posted={posted} />
      <EmailField value={email} onValue={setEmail} action={action} />
      <PasswordField
        label={t("Password")}
        name="password"
        isNew
        required
        value={password}
        error={action.fieldErrors.password}
        onChange={(e) => {
          setPassword(e.target.value);
          action.clear("password");
        }}
      />
      {noPasswordRepeat ? null : (
        <PasswordField
          label={t("Repeat password")}
          name={CREDENTIAL_FORM_FIELDS.repeat}
          autoComplete="new-password"
          required
          value={repeat}
          error={action.fieldErrors.repeat}
          onChange={(e) => {
            setRepeat(e.target.value);
            action.clear("repeat");
          }}
        />
      )}
      <ErrorText>{action.error}</ErrorText>
      <Button type="submit" variant="primary" block busy={action.busy}>
        {t("Sign up")}
      </Button>
    </Form>
  );
}

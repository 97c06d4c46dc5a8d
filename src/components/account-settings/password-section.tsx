/** Password: change it (with the current one), or set one when the account has none. */
import { useState } from "react";
import type { CurrentUser } from "../../lib/users/user-types";
import { PasswordField } from "../forms/password-field";
import { useFormAction, type ErrorRoute } from "../forms/use-form-action";
import { newPasswordProblem } from "../forms/validation";
import { useTranslation } from "../provider";
import { Button, ErrorText, Form, StatusText } from "../ui/form";
import { Section } from "./section";

type Fields = "current" | "next" | "repeat";

const ROUTES: Partial<Record<string, ErrorRoute<Fields>>> = {
  PASSWORD_CONFIRMATION_MISMATCH: { field: "current", text: "This is not your current password. Check it, or reset your password.", link: "forgot-password" },
  PASSWORD_TOO_SHORT: { field: "next", text: "Use at least {min} characters." },
  PASSWORD_TOO_LONG: { field: "next", text: "Use at most {max} characters." },
  PASSWORD_REQUIREMENTS_NOT_MET: { field: "next", text: "Choose a longer or less common password." },
};

export function PasswordSection({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const action = useFormAction<Fields>(
    async () => {
      // Both methods return their expected errors as values (err-value style).
      const error = user.hasPassword ? await user.updatePassword({ oldPassword: current, newPassword: next }) : await user.setPassword({ password: next });
      if (error) throw error;
      setCurrent("");
      setNext("");
      setRepeat("");
    },
    {
      routes: ROUTES,
      validate: () => ({
        current: !user.hasPassword || current ? null : "Enter your current password.",
        next: newPasswordProblem(next),
        repeat: next === repeat ? null : "Passwords do not match.",
      }),
    },
  );
  const field = (name: Fields, set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    action.clear(name);
  };
  return (
    <Section title={t("Password")} description={user.hasPassword ? t("Change the password you sign in with.") : t("Set a password to sign in with your email and a password.")}>
      <Form className="gh-stack" onSubmit={action.run} focusInvalid={action.failures}>
        {user.hasPassword ? (
          <PasswordField label={t("Current password")} required value={current} error={action.fieldErrors.current} onChange={field("current", setCurrent)} />
        ) : null}
        <PasswordField label={t("New password")} isNew required value={next} error={action.fieldErrors.next} onChange={field("next", setNext)} />
        <PasswordField label={t("Repeat new password")} autoComplete="new-password" required value={repeat} error={action.fieldErrors.repeat} onChange={field("repeat", setRepeat)} />
        <ErrorText>{action.error}</ErrorText>
        {action.done ? <StatusText>{t("Password saved.")}</StatusText> : null}
        <div>
          <Button type="submit" variant="primary" busy={action.busy}>
            {user.hasPassword ? t("Update password") : t("Set password")}
          </Button>
        </div>
      </Form>
    </Section>
  );
}

/** Password: change it (with the current one), or set one when the account has none. */
import { useState } from "react";
import type { CurrentUser } from "../../lib/users/user-types";
import { friendlyErrorMessage } from "../error-messages";
import { useTranslation } from "../provider";
import { Button, ErrorText, Field, Form, StatusText } from "../ui/form";
import { useAction } from "../ui/use-action";
import { Section } from "./section";

export function PasswordSection({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const action = useAction(async () => {
    if (next !== repeat) return t("Passwords do not match.");
    // Both methods return their expected errors as values (err-value style).
    const error = user.hasPassword ? await user.updatePassword({ oldPassword: current, newPassword: next }) : await user.setPassword({ password: next });
    if (error) return friendlyErrorMessage(error, t);
    setCurrent("");
    setNext("");
    setRepeat("");
    return null;
  });
  return (
    <Section title={t("Password")} description={user.hasPassword ? t("Change the password you sign in with.") : t("Set a password to sign in with your email and a password.")}>
      <Form className="gh-stack" onSubmit={action.run}>
        {user.hasPassword ? (
          <Field label={t("Current password")} type="password" autoComplete="current-password" required value={current} onChange={(e) => setCurrent(e.target.value)} />
        ) : null}
        <Field label={t("New password")} type="password" autoComplete="new-password" required value={next} onChange={(e) => setNext(e.target.value)} />
        <Field label={t("Repeat new password")} type="password" autoComplete="new-password" required value={repeat} onChange={(e) => setRepeat(e.target.value)} />
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

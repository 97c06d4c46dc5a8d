/** Settings: sign out, and delete the account (when the project allows it). */
import { useState } from "react";
import type { CurrentUser } from "../../lib/users/user-types";
import { useApp, useTranslation } from "../provider";
import { Button, ErrorText } from "../ui/form";
import { useAction } from "../ui/use-action";
import { Section } from "./section";
import { useSettings } from "./settings-context";

export function SettingsPage({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const app = useApp();
  const { project, preview } = useSettings();
  const [confirming, setConfirming] = useState(false);
  const signOut = useAction(() => user.signOut());
  const remove = useAction(async () => {
    await user.delete();
    if (!preview) await app.redirectToHome();
  });
  return (
    <div className="gh-stack">
      <Section title={t("Sign out")} description={t("Sign out of your account on this device.")}>
        <div>
          <Button busy={signOut.busy} onClick={() => void signOut.run()}>
            {t("Sign out")}
          </Button>
        </div>
        <ErrorText>{signOut.error}</ErrorText>
      </Section>
      {project.config.clientUserDeletionEnabled ? (
        <Section title={t("Delete account")} description={t("Deleting your account removes all its data. This cannot be undone.")}>
          {confirming ? (
            <div className="gh-row">
              <Button variant="danger" busy={remove.busy} onClick={() => void remove.run()}>
                {t("Yes, delete my account")}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {t("Cancel")}
              </Button>
            </div>
          ) : (
            <div>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t("Delete account")}
              </Button>
            </div>
          )}
          <ErrorText>{remove.error}</ErrorText>
        </Section>
      ) : null}
    </div>
  );
}

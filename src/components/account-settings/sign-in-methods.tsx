/** Passkey and one-time-code sign-in toggles of Emails & Auth. */
import type { CurrentUser } from "../../lib/users/user-types";
import { useTranslation } from "../provider";
import { Button, ErrorText, StatusText } from "../ui/form";
import { useAction } from "../ui/use-action";
import { Section } from "./section";

export function PasskeySection({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const register = useAction(() => user.registerPasskey());
  const disable = useAction(async () => {
    await user.update({ passkeyAuthEnabled: false });
  });
  return (
    <Section title={t("Passkey")} description={t("Sign in with your device's fingerprint, face or screen lock instead of a password.")}>
      {user.passkeyAuthEnabled ? <StatusText>{t("Passkey sign-in is on.")}</StatusText> : null}
      <div className="gh-row">
        <Button busy={register.busy} onClick={() => void register.run()}>
          {user.passkeyAuthEnabled ? t("Register another passkey") : t("Register a passkey")}
        </Button>
        {user.passkeyAuthEnabled ? (
          <Button variant="danger" busy={disable.busy} onClick={() => void disable.run()}>
            {t("Turn off passkey sign-in")}
          </Button>
        ) : null}
      </div>
      <ErrorText>{register.error ?? disable.error}</ErrorText>
    </Section>
  );
}

export function OtpSection({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const toggle = useAction(async () => {
    await user.update({ otpAuthEnabled: !user.otpAuthEnabled });
  });
  return (
    <Section title={t("One-time code sign-in")} description={t("Sign in with a code or link sent to your email.")}>
      <p className="gh-text">{user.otpAuthEnabled ? t("One-time code sign-in is on.") : t("One-time code sign-in is off.")}</p>
      <div>
        <Button busy={toggle.busy} onClick={() => void toggle.run()}>
          {user.otpAuthEnabled ? t("Turn off one-time code sign-in") : t("Turn on one-time code sign-in")}
        </Button>
      </div>
      <ErrorText>{toggle.error}</ErrorText>
    </Section>
  );
}

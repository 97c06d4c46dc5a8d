/** Passkey and one-time-code sign-in toggles of Emails & Auth (never turning off the only way in). */
import { useId } from "react";
import type { CurrentUser } from "../../lib/users/user-types";
import { useTranslation } from "../provider";
import { Button, ErrorText, StatusText } from "../ui/form";
import { useAction } from "../ui/use-action";
import { GuardedButton, GuardReason } from "./guarded-button";
import { Section } from "./section";
import { useSettings } from "./settings-context";
import { isOnlyOtp, isOnlyPasskey, signInMethods } from "./sign-in-guards";

export function PasskeySection({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const methods = signInMethods(user, user.useContactChannels(), useSettings().project.config);
  const register = useAction(() => user.registerPasskey());
  const disable = useAction(async () => {
    await user.update({ passkeyAuthEnabled: false });
  });
  const reasonId = useId();
  const reason = user.passkeyAuthEnabled && isOnlyPasskey(methods) ? t("A passkey is your only way to sign in. Set a password or add another sign-in method first.") : null;
  return (
    <Section title={t("Passkey")} description={t("Sign in with your device's fingerprint, face or screen lock instead of a password.")}>
      {user.passkeyAuthEnabled ? <StatusText>{t("Passkey sign-in is on.")}</StatusText> : null}
      <div className="gh-row">
        <Button busy={register.busy} onClick={() => void register.run()}>
          {user.passkeyAuthEnabled ? t("Register another passkey") : t("Register a passkey")}
        </Button>
        {user.passkeyAuthEnabled ? (
          <GuardedButton
            variant="danger"
            busy={disable.busy}
            onClick={() => void disable.run()}
            blockedBy={reason ? reasonId : null}
          >
            {t("Turn off passkey sign-in")}
          </GuardedButton>
        ) : null}
      </div>
      <GuardReason id={reasonId}>{reason}</GuardReason>
      <ErrorText>{register.error ?? disable.error}</ErrorText>
    </Section>
  );
}

export function OtpSection({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const methods = signInMethods(user, user.useContactChannels(), useSettings().project.config);
  const toggle = useAction(async () => {
    await user.update({ otpAuthEnabled: !user.otpAuthEnabled });
  });
  const needsEmail = !user.otpAuthEnabled && methods.authEmails === 0;
  const reasonId = useId();
  const reason = isOnlyOtp(methods)
    ? t("One-time codes are your only way to sign in. Set a password or add another sign-in method first.")
    : needsEmail
      ? t("Use one of your emails for sign-in first.")
      : null;
  return (
    <Section title={t("One-time code sign-in")} description={t("Sign in with a code or link sent to your email.")}>
      <p className="gh-text">{user.otpAuthEnabled ? t("One-time code sign-in is on.") : t("One-time code sign-in is off.")}</p>
      <div className="gh-row">
        <GuardedButton
          busy={toggle.busy}
          onClick={() => void toggle.run()}
          blockedBy={reason ? reasonId : null}
        >
          {user.otpAuthEnabled ? t("Turn off one-time code sign-in") : t("Turn on one-time code sign-in")}
        </GuardedButton>
      </div>
      <GuardReason id={reasonId}>{reason}</GuardReason>
      <ErrorText>{toggle.error}</ErrorText>
    </Section>
  );
}

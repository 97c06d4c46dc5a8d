/** Emails & auth: the addresses, then each sign-in method the project enables, then MFA. */
import type { CurrentUser } from "../../lib/users/user-types";
import { EmailsSection } from "./emails-section";
import { MfaSection } from "./mfa-section";
import { PasswordSection } from "./password-section";
import { useSettings } from "./settings-context";
import { OtpSection, PasskeySection } from "./sign-in-methods";

export function EmailsAndAuthPage({ user }: { user: CurrentUser }) {
  const { config } = useSettings().project;
  return (
    <div className="gh-stack">
      <EmailsSection user={user} />
      {config.credentialEnabled ? <PasswordSection user={user} /> : null}
      {config.passkeyEnabled ? <PasskeySection user={user} /> : null}
      {config.magicLinkEnabled ? <OtpSection user={user} /> : null}
      <MfaSection user={user} />
    </div>
  );
}

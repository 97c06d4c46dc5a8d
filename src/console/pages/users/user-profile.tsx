/**
 * A user's profile: what the service knows of them, the display name and primary email
 * (with its verified flag) as the admin tier may change them, and deleting the user.
 */
import { Fragment, useEffect, useState, type ReactNode } from "react";
import { Button, ErrorText, Field, Form, StatusText } from "../../../components/ui/form";
import { ConfirmButton } from "../../parts/confirm-button";
import { consoleHref } from "../../parts/console-links";
import { Time } from "../../parts/time";
import { ConsoleSection } from "../../parts/section";
import { useConsoleAction } from "../../parts/use-console-action";
import type { UserPartProps } from "./user-part";
import { useDraft } from "../../parts/use-draft";

const yesNo = (value: boolean) => (value ? "yes" : "no");

export function UserProfile({ user, reload, page }: UserPartProps) {
  const facts: [string, ReactNode][] = [
    ["User id", user.id],
    ["Signed up", <Time date={user.signedUpAt} />],
    ["Last active", <Time date={user.lastActiveAt} />],
    ["Password", yesNo(user.hasPassword)],
    ["Sign-in codes (OTP)", yesNo(user.otpAuthEnabled)],
    ["Passkey", yesNo(user.passkeyAuthEnabled)],
    ["Two-factor (TOTP)", yesNo(user.isMultiFactorRequired)],
    ["Anonymous", yesNo(user.isAnonymous)],
  ];
  return (
    <div className="gh-stack">
      <ConsoleSection title="Account">
        <dl className="gc-fields">
          {facts.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{term === "User id" ? <code>{value}</code> : value}</dd>
            </Fragment>
          ))}
        </dl>
      </ConsoleSection>
      <DisplayNameForm user={user} reload={reload} page={page} />
      <PrimaryEmailForm user={user} reload={reload} page={page} />
      <ConsoleSection title="Delete this user" note="Deletes the user, their sessions, contact channels, memberships and API keys. This cannot be undone.">
        <div>
          <ConfirmButton
            label="Delete user"
            question={`Delete ${user.displayName || user.primaryEmail || user.id} for good?`}
            confirmLabel="Yes, delete the user"
            onConfirm={async () => {
              await user.delete();
              page.navigate(consoleHref(page, "users"));
            }}
          />
        </div>
      </ConsoleSection>
    </div>
  );
}

function DisplayNameForm({ user, reload }: UserPartProps) {
  const [name, setName] = useDraft(user.displayName ?? "");
  const save = useConsoleAction(async () => {
    await user.update({ displayName: name.trim() || null });
    await reload();
  });
  return (
    <ConsoleSection title="Display name">
      <Form onSubmit={save.run} className="gh-inline-form" aria-label="Display name">
        <Field label="Display name" hideLabel value={name} onChange={(e) => setName(e.target.value)} hint="Empty removes the name." />
        <Button type="submit" variant="primary">
          Save name
        </Button>
      </Form>
      {save.done ? <StatusText>Display name saved.</StatusText> : null}
      <ErrorText>{save.error}</ErrorText>
    </ConsoleSection>
  );
}

function PrimaryEmailForm({ user, reload }: UserPartProps) {
  const [email, setEmail] = useState(user.primaryEmail ?? "");
  const [verified, setVerified] = useState(user.primaryEmailVerified);
  useEffect(() => {
    setEmail(user.primaryEmail ?? "");
    setVerified(user.primaryEmailVerified);
  }, [user.primaryEmail, user.primaryEmailVerified]);
  const save = useConsoleAction(async () => {
    const value = email.trim();
    if (!value) {
      await user.update({ primaryEmail: null });
    } else {
      await user.update({ primaryEmail: value, primaryEmailVerified: verified });
    }
    await reload();
  });
  return (
    <ConsoleSection title="Primary email" note="The address the user signs in with and gets mail at. Verifying it here sends nothing.">
      <Form onSubmit={save.run} className="gh-stack" aria-label="Primary email">
        <Field label="Primary email" hideLabel type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} hint="Empty removes the primary email." />
        <label className="gh-row">
          <input type="checkbox" checked={verified} disabled={!email.trim()} onChange={(e) => setVerified(e.target.checked)} />
          Verified
        </label>
        <div className="gh-row">
          <Button type="submit" variant="primary">
            Save email
          </Button>
        </div>
      </Form>
      {save.done ? <StatusText>Primary email saved.</StatusText> : null}
      <ErrorText>{save.error}</ErrorText>
    </ConsoleSection>
  );
}

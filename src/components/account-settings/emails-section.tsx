/**
 * Emails: the user's contact channels (add, verify, make primary, use for sign-in, remove).
 * The last email used for sign-in cannot be removed or stop being used for sign-in when
 * it is the only way in; the control says why.
 */
import { useId, useState } from "react";
import type { ContactChannel } from "../../lib/contact-channels/contact-channel-types";
import type { CurrentUser } from "../../lib/users/user-types";
import { useFormAction } from "../forms/use-form-action";
import { emailProblem } from "../forms/validation";
import { useTranslation } from "../provider";
import { useRowNaming } from "../ui/row-naming";
import { Button, ErrorText, Field, Form, StatusText } from "../ui/form";
import { useAction } from "../ui/use-action";
import { GuardedButton, GuardReason } from "./guarded-button";
import { Section } from "./section";
import { useSettings } from "./settings-context";
import { isLastSignInEmail, signInMethods, type SignInMethods } from "./sign-in-guards";

export function EmailsSection({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const channels = user.useContactChannels();
  const methods = signInMethods(user, channels, useSettings().project.config);
  const [email, setEmail] = useState("");
  const add = useFormAction<"email">(
    async () => {
      await user.createContactChannel({ type: "email", value: email.trim(), usedForAuth: false });
      setEmail("");
    },
    {
      routes: {
        SCHEMA_ERROR: { field: "email", text: "Enter a valid email address, like name@example.com." },
        CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE: { field: "email", text: "Another account already signs in with this email address. Use a different address." },
      },
      validate: () => ({
        email: emailProblem(email) ?? (channels.some((c) => c.value.toLowerCase() === email.trim().toLowerCase()) ? "This email is already in your list." : null),
      }),
    },
  );
  return (
    <Section title={t("Emails")} description={t("The addresses of your account. The primary one receives account emails.")}>
      <ul className="gh-list" aria-label={t("Emails")}>
        {channels.map((channel) => (
          <ChannelRow key={channel.id} channel={channel} methods={methods} />
        ))}
      </ul>
      <Form className="gh-inline-form" onSubmit={add.run} focusInvalid={add.failures}>
        <Field
          label={t("New email address")}
          type="email"
          autoComplete="email"
          required
          value={email}
          error={add.fieldErrors.email}
          onChange={(e) => {
            setEmail(e.target.value);
            add.clear("email");
          }}
        />
        <Button type="submit" busy={add.busy}>
          {t("Add email")}
        </Button>
      </Form>
      <ErrorText>{add.error}</ErrorText>
    </Section>
  );
}

function ChannelRow({ channel, methods }: { channel: ContactChannel; methods: SignInMethods }) {
  const t = useTranslation();
  const [sent, setSent] = useState(false);
  const act = useAction(async (what: "verify" | "primary" | "auth" | "remove") => {
    if (what === "verify") {
      await channel.sendVerificationEmail();
      setSent(true);
    } else if (what === "primary") await channel.update({ isPrimary: true });
    else if (what === "auth") await channel.update({ usedForAuth: !channel.usedForAuth });
    else await channel.delete();
  });
  const reasonId = useId();
  const blockedBy = isLastSignInEmail(methods, channel) ? reasonId : null;
  const { subject, named } = useRowNaming();
  return (
    <li className="gh-list-item">
      <span className="gh-row">
        <span {...subject}>{channel.value}</span>
        {channel.isPrimary ? <span className="gh-badge">{t("Primary")}</span> : null}
        <span className="gh-badge">{channel.isVerified ? t("Verified") : t("Unverified")}</span>
        {channel.usedForAuth ? <span className="gh-badge">{t("Used for sign-in")}</span> : null}
      </span>
      <span className="gh-row">
        {!channel.isVerified ? (
          <Button onClick={() => void act.run("verify")} disabled={act.busy} {...named("verify")}>
            {t("Send verification email")}
          </Button>
        ) : null}
        {!channel.isPrimary ? (
          <Button onClick={() => void act.run("primary")} disabled={act.busy} {...named("primary")}>
            {t("Make primary")}
          </Button>
        ) : null}
        {/* In use and the only way in: the badge says so and the note below says why it stays;
            a toggle that cannot be pressed would only repeat it. */}
        {blockedBy && channel.usedForAuth ? null : (
          <GuardedButton
            onClick={() => void act.run("auth")}
            disabled={act.busy}
            aria-pressed={channel.usedForAuth}
            {...named("auth")}
            blockedBy={blockedBy}
          >
            {t("Use for sign-in")}
          </GuardedButton>
        )}
        {!channel.isPrimary ? (
          <GuardedButton
            variant="danger"
            onClick={() => void act.run("remove")}
            disabled={act.busy}
            {...named("remove")}
            blockedBy={blockedBy}
          >
            {t("Remove")}
          </GuardedButton>
        ) : null}
      </span>
      <GuardReason id={reasonId}>{blockedBy ? t("This is the only email you can sign in with. Add another sign-in email or method first.") : null}</GuardReason>
      {sent ? <StatusText>{t("Verification email sent.")}</StatusText> : null}
      <ErrorText>{act.error}</ErrorText>
    </li>
  );
}

/** Emails: the user's contact channels (add, verify, make primary, use for sign-in, remove). */
import { useState } from "react";
import type { ContactChannel } from "../../lib/contact-channels/contact-channel-types";
import type { CurrentUser } from "../../lib/users/user-types";
import { useTranslation } from "../provider";
import { Button, ErrorText, Field, Form, StatusText } from "../ui/form";
import { useAction } from "../ui/use-action";
import { Section } from "./section";

export function EmailsSection({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const channels = user.useContactChannels();
  const [email, setEmail] = useState("");
  const add = useAction(async () => {
    await user.createContactChannel({ type: "email", value: email.trim(), usedForAuth: false });
    setEmail("");
  });
  return (
    <Section title={t("Emails")} description={t("The addresses of your account. The primary one receives account emails.")}>
      <ul className="gh-list" aria-label={t("Emails")}>
        {channels.map((channel) => (
          <ChannelRow key={channel.id} channel={channel} />
        ))}
      </ul>
      <Form className="gh-inline-form" onSubmit={add.run}>
        <Field label={t("New email address")} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" busy={add.busy}>
          {t("Add email")}
        </Button>
      </Form>
      <ErrorText>{add.error}</ErrorText>
    </Section>
  );
}

function ChannelRow({ channel }: { channel: ContactChannel }) {
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
  return (
    <li className="gh-list-item">
      <span className="gh-row">
        <span>{channel.value}</span>
        {channel.isPrimary ? <span className="gh-badge">{t("Primary")}</span> : null}
        <span className="gh-badge">{channel.isVerified ? t("Verified") : t("Unverified")}</span>
        {channel.usedForAuth ? <span className="gh-badge">{t("Used for sign-in")}</span> : null}
      </span>
      <span className="gh-row">
        {!channel.isVerified ? (
          <Button onClick={() => void act.run("verify")} disabled={act.busy} aria-label={t("Send verification email to {email}", { email: channel.value })}>
            {t("Send verification email")}
          </Button>
        ) : null}
        {!channel.isPrimary ? (
          <Button onClick={() => void act.run("primary")} disabled={act.busy} aria-label={t("Make {email} primary", { email: channel.value })}>
            {t("Make primary")}
          </Button>
        ) : null}
        <Button onClick={() => void act.run("auth")} disabled={act.busy} aria-pressed={channel.usedForAuth} aria-label={t("Use {email} for sign-in", { email: channel.value })}>
          {t("Use for sign-in")}
        </Button>
        {!channel.isPrimary ? (
          <Button variant="danger" onClick={() => void act.run("remove")} disabled={act.busy} aria-label={t("Remove {email}", { email: channel.value })}>
            {t("Remove")}
          </Button>
        ) : null}
      </span>
      {sent ? <StatusText>{t("Verification email sent.")}</StatusText> : null}
      <ErrorText>{act.error}</ErrorText>
    </li>
  );
}

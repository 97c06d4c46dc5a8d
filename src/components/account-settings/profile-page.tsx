/** My Profile: display name and avatar (cropped before upload). */
import { useState } from "react";
import type { CurrentUser } from "../../lib/users/user-types";
import { useTranslation } from "../provider";
import { Button, ErrorText, Field, Form, StatusText } from "../ui/form";
import { ImageUpload } from "../ui/image-upload";
import { useAction } from "../ui/use-action";
import { UserAvatar } from "../user-avatar";
import { Section } from "./section";

export function ProfilePage({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const [name, setName] = useState(user.displayName ?? "");
  const save = useAction(() => user.update({ displayName: name.trim() || null }));
  return (
    <div className="gh-stack">
      <Section title={t("Display name")} description={t("How you appear to others.")}>
        <Form className="gh-inline-form" onSubmit={save.run}>
          {/* The section's heading names the field: a label repeating it would read twice. */}
          <Field label={t("Display name")} hideLabel placeholder={t("Display name")} name="displayName" autoComplete="name" maxLength={256} value={name} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" variant="primary" busy={save.busy}>
            {t("Save")}
          </Button>
        </Form>
        <ErrorText>{save.error}</ErrorText>
        {save.done ? <StatusText>{t("Saved.")}</StatusText> : null}
      </Section>
      <Section title={t("Profile image")}>
        <ImageUpload
          label={t("Profile image")}
          preview={<UserAvatar user={user} size={56} border />}
          hasImage={user.profileImageUrl !== null}
          onChange={(url) => user.update({ profileImageUrl: url })}
        />
      </Section>
    </div>
  );
}

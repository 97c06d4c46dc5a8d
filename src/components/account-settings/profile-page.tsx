/** My Profile: display name and avatar. */
import { useState, type ChangeEvent } from "react";
import type { CurrentUser } from "../../lib/users/user-types";
import { useTranslation } from "../provider";
import { Button, ErrorText, Field, Form, StatusText } from "../ui/form";
import { useAction } from "../ui/use-action";
import { UserAvatar } from "../user-avatar";
import { Section } from "./section";

/** Avatars are stored as small data URLs: square, this many pixels a side. */
const AVATAR_PX = 128;

export function ProfilePage({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const [name, setName] = useState(user.displayName ?? "");
  const save = useAction(() => user.update({ displayName: name.trim() || null }));
  const avatar = useAction(async (url: string | null) => {
    await user.update({ profileImageUrl: url });
  });
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    resizeToDataUrl(file).then(
      (url) => avatar.run(url),
      () => avatar.setError(t("This file is not an image we can read.")),
    );
  };
  return (
    <div className="gh-stack">
      <Section title={t("Display name")} description={t("How you appear to others.")}>
        <Form className="gh-inline-form" onSubmit={save.run}>
          <Field label={t("Display name")} name="displayName" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" variant="primary" busy={save.busy}>
            {t("Save")}
          </Button>
        </Form>
        <ErrorText>{save.error}</ErrorText>
        {save.done ? <StatusText>{t("Saved.")}</StatusText> : null}
      </Section>
      <Section title={t("Profile image")}>
        <div className="gh-row">
          <UserAvatar user={user} size={56} border />
          <label className="gh-button">
            {t("Upload image")}
            <input type="file" accept="image/*" className="gh-sr-only" onChange={onFile} />
          </label>
          {user.profileImageUrl ? (
            <Button variant="ghost" busy={avatar.busy} onClick={() => void avatar.run(null)}>
              {t("Remove image")}
            </Button>
          ) : null}
        </div>
        <ErrorText>{avatar.error}</ErrorText>
      </Section>
    </div>
  );
}

/** Crops the image to a centred square and scales it to {@link AVATAR_PX} (JPEG data URL). */
async function resizeToDataUrl(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = AVATAR_PX;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas");
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, AVATAR_PX, AVATAR_PX);
  return canvas.toDataURL("image/jpeg", 0.85);
}

/** A round avatar: the profile image, else initials, else a person icon (docs/api.md §4.5). */
import { useState } from "react";
import { PersonIcon } from "./ui/icons";

/** What the avatar needs of a user (a CurrentUser, a team member profile or a mock). */
/** The avatar's size in `<UserButton>`'s trigger, its menu and its skeleton. */
export const USER_BUTTON_AVATAR_SIZE = 34;

export type AvatarUser = {
  displayName?: string | null | undefined;
  primaryEmail?: string | null | undefined;
  profileImageUrl?: string | null | undefined;
};

export type UserAvatarProps = {
  /** Diameter in px; default 34. */
  size?: number | undefined;
  user?: AvatarUser | null | undefined;
  border?: boolean | undefined;
};

/** The first two characters of the display name, else of the primary email, uppercased. */
export function avatarInitials(user: AvatarUser | null | undefined): string | null {
  const source = user?.displayName?.trim() || user?.primaryEmail?.trim() || "";
  return source ? source.slice(0, 2).toUpperCase() : null;
}

export function UserAvatar({ size = 34, user, border = false }: UserAvatarProps) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const url = user?.profileImageUrl ?? null;
  const initials = avatarInitials(user);
  const style = { width: size, height: size, fontSize: Math.max(10, Math.round(size * 0.38)) };
  const className = `gh-avatar${border ? " gh-avatar-border" : ""}`;
  if (url && url !== brokenUrl) {
    return (
      <span className={className} style={style} aria-hidden="true">
        <img src={url} alt="" onError={() => setBrokenUrl(url)} />
      </span>
    );
  }
  return (
    <span className={className} style={style} aria-hidden="true">
      {initials ?? <PersonIcon size={Math.round(size * 0.6)} />}
    </span>
  );
}

/**
 * The menu of `<UserButton>` (docs/api.md §4.5) on Radix DropdownMenu, which brings keyboard
 * navigation, type-ahead (reset after 1 s), focus return, ARIA roles and `data-state`
 * attributes. Items with an async action show a spinner, then the menu closes.
 *
 * A chunk of its own: Radix and floating-ui are most of what `<UserButton>` weighs, and a
 * page needs them only once the user is known. `./user-button` starts loading this module
 * when it first renders, alongside the user, so the trigger appears with the user, not later.
 */
import * as Menu from "@radix-ui/react-dropdown-menu";
import { useState, type ReactNode } from "react";
import type { CurrentUser } from "../lib/users/user-types";
import { useApp, useLocale, useTranslation } from "./provider";
import { useRootClass } from "./ui/root-class";
import { SettingsIcon, SignInIcon, SignOutIcon, SignUpIcon, ThemeIcon } from "./ui/icons";
import { Spinner } from "./ui/spinner";
import { UserAvatar, USER_BUTTON_AVATAR_SIZE as AVATAR_SIZE, type AvatarUser } from "./user-avatar";

export type UserButtonExtraItem = { text: string; icon: ReactNode; onClick: () => void | Promise<void> };

export type UserButtonProps = {
  /** Shows the display name and primary email beside the avatar (truncated at 10rem). */
  showUserInfo?: boolean | undefined;
  /** Adds a 'Toggle theme' item that calls this. */
  colorModeToggle?: (() => void | Promise<void>) | undefined;
  /** Items shown between 'Account settings' and 'Sign out' (signed in only). */
  extraItems?: UserButtonExtraItem[] | undefined;
  /** Renders as this user, without reading the app (previews, docs). */
  mockUser?: AvatarUser | undefined;
};

type MenuProps = UserButtonProps & { user: AvatarUser | CurrentUser | null; signedIn: boolean };

export function UserButtonMenu({ showUserInfo = false, colorModeToggle, extraItems = [], mockUser, user, signedIn }: MenuProps) {
  const t = useTranslation();
  const app = useApp();
  const root = useRootClass();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const name = user?.displayName ?? null;
  const email = user?.primaryEmail ?? null;
  const live = mockUser ? null : (user as CurrentUser | null);
  const item = (key: string, text: string, icon: ReactNode, action: () => void | Promise<void>, closeAtOnce = false) => (
    <UserButtonItem key={key} text={text} icon={icon} action={action} close={() => setOpen(false)} closeAtOnce={closeAtOnce} />
  );
  const toggle = colorModeToggle ? item("theme", t("Toggle theme"), <ThemeIcon />, colorModeToggle) : null;
  const noop = () => {};
  return (
    <Menu.Root open={open} onOpenChange={setOpen}>
      <Menu.Trigger className={`${root} gh-trigger`}>
        <UserAvatar user={user} size={AVATAR_SIZE} />
        <span className="gh-sr-only">{t("Account menu")}</span>
        {showUserInfo && signedIn ? (
          <span className="gh-user-info">
            {name ? (
              <span className="gh-truncate" style={{ fontWeight: 500 }} title={name}>
                {name}
              </span>
            ) : null}
            {email ? (
              <span className="gh-truncate gh-muted" title={email}>
                {email}
              </span>
            ) : null}
          </span>
        ) : null}
      </Menu.Trigger>
      <Menu.Content className={`${root} gh-menu`} lang={locale} align="end" sideOffset={6} loop>
        <Menu.Label className="gh-menu-label">
          <UserAvatar user={signedIn ? user : null} size={AVATAR_SIZE} />
          {signedIn ? (
            // The menu's header shows the whole name and address (the trigger truncates them).
            <span className="gh-user-info">
              {name ? <span style={{ fontWeight: 500, overflowWrap: "anywhere" }}>{name}</span> : null}
              {email ? (
                <span className="gh-muted" style={{ overflowWrap: "anywhere" }}>
                  {email}
                </span>
              ) : null}
            </span>
          ) : (
            <span className="gh-muted">{t("Not signed in")}</span>
          )}
        </Menu.Label>
        <Menu.Separator className="gh-menu-sep" />
        {signedIn
          ? [
              item("settings", t("Account settings"), <SettingsIcon />, mockUser ? noop : () => app.redirectToAccountSettings()),
              ...extraItems.map((extra, i) => item(`extra-${i}`, extra.text, extra.icon, extra.onClick)),
              toggle,
              // Closed at once: the sign-out's navigation may take a while, and meanwhile the
              // menu would show the signed-out items.
              item("sign-out", t("Sign out"), <SignOutIcon />, live ? () => live.signOut() : noop, true),
            ]
          : [
              item("sign-in", t("Sign in"), <SignInIcon />, () => app.redirectToSignIn()),
              item("sign-up", t("Sign up"), <SignUpIcon />, () => app.redirectToSignUp()),
              toggle,
            ]}
      </Menu.Content>
    </Menu.Root>
  );
}

/** One menu item: idle, busy (spinner) while its action runs, then the menu closes (docs/api.md §4.5). */
function UserButtonItem({ text, icon, action, close, closeAtOnce }: { text: string; icon: ReactNode; action: () => void | Promise<void>; close: () => void; closeAtOnce: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <Menu.Item
      className="gh-menu-item"
      textValue={text}
      aria-busy={busy || undefined}
      onSelect={(event) => {
        // Keep the menu open while the action runs; close it when the action settles.
        if (closeAtOnce) {
          Promise.resolve()
            .then(action)
            .catch((error: unknown) => console.error("gatehouse: a UserButton item failed", error));
          return;
        }
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        Promise.resolve()
          .then(action)
          .catch((error: unknown) => console.error("gatehouse: a UserButton item failed", error))
          .finally(() => {
            setBusy(false);
            close();
          });
      }}
    >
      {busy ? <Spinner /> : icon}
      <span>{text}</span>
    </Menu.Item>
  );
}

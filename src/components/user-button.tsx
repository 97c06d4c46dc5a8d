/**
 * `<UserButton>`: the account dropdown of docs/api.md §4.5. The menu itself, on Radix
 * DropdownMenu, is a chunk of its own (`./user-button-menu`), loaded when the button first
 * renders, together with the user; until both are there, a skeleton of the trigger's size
 * holds its place.
 */
import { Suspense } from "react";
import { useTranslationNow, useUser } from "./provider";
import { lazyPart } from "./ui/lazy-part";
import { useRootClass } from "./ui/root-class";
import { USER_BUTTON_AVATAR_SIZE as AVATAR_SIZE } from "./user-avatar";
import type { UserButtonProps } from "./user-button-menu";

export type { UserButtonExtraItem, UserButtonProps } from "./user-button-menu";

let menuModule: Promise<typeof import("./user-button-menu")> | null = null;
/** The menu's chunk, once per page (a failed load is tried again on the next render). */
function loadMenu(): Promise<typeof import("./user-button-menu")> {
  menuModule ??= import("./user-button-menu").catch((error: unknown) => {
    menuModule = null;
    throw error;
  });
  return menuModule;
}

const UserButtonMenu = lazyPart(loadMenu, (m) => m.UserButtonMenu);

/** The avatar dropdown. While the user (or the menu's chunk) loads, a round 34 px skeleton takes its place. */
export function UserButton(props: UserButtonProps) {
  // Fetched alongside the user rather than after it (the render below suspends on the user first).
  void loadMenu().catch(() => {});
  return (
    <Suspense fallback={<UserButtonSkeleton showUserInfo={props.showUserInfo ?? false} />}>
      {props.mockUser ? <UserButtonMenu {...props} user={props.mockUser} signedIn /> : <UserButtonWithUser {...props} />}
    </Suspense>
  );
}

function UserButtonWithUser(props: UserButtonProps) {
  const user = useUser();
  return <UserButtonMenu {...props} user={user} signedIn={user !== null} />;
}

/** Same footprint as the loaded trigger, so nothing moves when the user arrives. */
export function UserButtonSkeleton({ showUserInfo }: { showUserInfo: boolean }) {
  const t = useTranslationNow();
  const root = useRootClass();
  return (
    <span className={`${root} gh-trigger`} aria-busy="true" aria-label={t("Loading")} role="status">
      <span className="gh-skeleton" style={{ width: AVATAR_SIZE, height: AVATAR_SIZE }} />
      {showUserInfo ? <span className="gh-skeleton" style={{ width: "6rem", height: "1rem", borderRadius: 4 }} /> : null}
    </span>
  );
}

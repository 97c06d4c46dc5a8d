/** Signs the current user out on render, then goes to after-sign-out. */
import { useApp, useTranslation, useUser } from "../provider";
import { WaitingPage } from "../ui/card";
import { useOnce } from "../ui/use-once";

export function SignOut({ fullPage = false }: { fullPage?: boolean }) {
  const app = useApp();
  const t = useTranslation();
  const user = useUser();
  useOnce(`sign-out:${user?.id ?? "nobody"}`, () => (user ? user.signOut() : app.redirectToAfterSignOut({ replace: true })));
  return <WaitingPage fullPage={fullPage} message={t("Signing out...")} />;
}

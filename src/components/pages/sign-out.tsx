/** Signs the current user out on render, then goes to after-sign-out. */
import { useApp, useTranslation, useUser } from "../provider";
import { PageFrame } from "../ui/card";
import { Spinner } from "../ui/spinner";
import { useOnce } from "../ui/use-once";

export function SignOut({ fullPage = false }: { fullPage?: boolean }) {
  const app = useApp();
  const t = useTranslation();
  const user = useUser();
  useOnce(`sign-out:${user?.id ?? "nobody"}`, () => (user ? user.signOut() : app.redirectToAfterSignOut({ replace: true })));
  return (
    <PageFrame fullPage={fullPage}>
      <p className="gh-text gh-center" role="status">
        <Spinner /> {t("Signing out...")}
      </p>
    </PageFrame>
  );
}

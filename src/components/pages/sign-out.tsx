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
      {/* The waiting message is the page's heading while it shows (a page needs one). */}
      <div className="gh-center" role="status">
        <h1 className="gh-title">
          <Spinner /> {t("Signing out...")}
        </h1>
      </div>
    </PageFrame>
  );
}

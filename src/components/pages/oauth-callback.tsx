/**
 * The OAuth redirect URI page: `callOAuthCallback()` reads and removes `code` and `state`,
 * signs in and redirects. When the URL holds no callback (or the TOTP step failed,
 * after its alert "Invalid TOTP code. Please try signing in again.") it goes to sign-in.
 */
import { useEffect, useState } from "react";
import { friendlyErrorMessage } from "../error-messages";
import { MessageCard } from "../message-card";
import { useApp, useTranslation } from "../provider";
import { WaitingPage } from "../ui/card";
import { useOnce } from "../ui/use-once";

export function OAuthCallback({ fullPage = false }: { fullPage?: boolean }) {
  const app = useApp();
  const t = useTranslation();
  // The key is read once: callOAuthCallback removes code and state from the address before
  // the exchange, so a key read at each render would change with the outcome's re-render and
  // run the callback again on the emptied address, which goes to sign-in and hides a failure.
  const [key] = useState(() => (typeof window === "undefined" ? null : `oauth-callback:${window.location.search}`));
  const state = useOnce(key, () => app.callOAuthCallback());
  useEffect(() => {
    if (state.status === "done" && !state.value) void app.redirectToSignIn({ replace: true, noRedirectBack: true });
  }, [state, app]);
  if (state.status === "failed") {
    return (
      <MessageCard title={t("Sign-in failed")} fullPage={fullPage} primaryButtonText={t("Back to sign in")} primaryAction={() => app.redirectToSignIn({ noRedirectBack: true })}>
        {friendlyErrorMessage(state.error, t)}
      </MessageCard>
    );
  }
  return <WaitingPage fullPage={fullPage} message={t("Signing you in...")} />;
}

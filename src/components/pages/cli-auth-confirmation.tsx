/**
 * `cli-auth-confirm?login_code=…`: a signed-in user allows a waiting command-line login;
 * the CLI then receives this user's refresh token.
 */
import { useState } from "react";
import { completeCliLogin } from "../../lib/auth/cli";
import { MessageCard } from "../message-card";
import { useApp, useTranslation, useUser } from "../provider";
import { currentSearchParams } from "../ui/link";

export function CliAuthConfirmation({ fullPage = true, searchParams }: { fullPage?: boolean; searchParams?: Record<string, string> }) {
  const app = useApp();
  const t = useTranslation();
  const user = useUser({ or: "redirect" });
  const loginCode = searchParams?.login_code ?? currentSearchParams().get("login_code");
  const [state, setState] = useState<"ask" | "done" | "failed">("ask");
  if (!loginCode) {
    return <MessageCard title={t("Invalid CLI login link")} fullPage={fullPage}>{t("This link has no login code. Run the CLI login again.")}</MessageCard>;
  }
  if (state === "done") {
    return <MessageCard title={t("CLI login authorized")} fullPage={fullPage}>{t("You can close this window and return to the command line.")}</MessageCard>;
  }
  if (state === "failed") {
    return <MessageCard title={t("CLI login failed")} fullPage={fullPage}>{t("This login request is not valid. Start the CLI login again.")}</MessageCard>;
  }
  return (
    <MessageCard
      title={t("Authorize CLI login")}
      fullPage={fullPage}
      primaryButtonText={t("Authorize")}
      primaryAction={async () => {
        const { refreshToken } = await user.currentSession.getTokens();
        try {
          if (!refreshToken) throw new Error("no refresh token");
          await completeCliLogin(app._context, loginCode, refreshToken);
          setState("done");
        } catch {
          setState("failed");
        }
      }}
      secondaryButtonText={t("Cancel")}
      secondaryAction={() => app.redirectToHome()}
    >
      {t("A command-line tool is asking to sign in as you. Only continue if you started it.")}
    </MessageCard>
  );
}

/** The second step of an MFA-gated sign-in: a six-digit code from the authenticator app. */
import { useId, useState } from "react";
import { readMfaAttemptCode } from "../../lib/auth/sign-in";
import { MessageCard } from "../message-card";
import { useApp, useTranslation } from "../provider";
import { PageFrame } from "../ui/card";
import { Button, ErrorText, Form, TotpCodeField } from "../ui/form";
import { useAction } from "../ui/use-action";

export function MFA({ fullPage = false }: { fullPage?: boolean }) {
  const app = useApp();
  const t = useTranslation();
  const titleId = useId();
  const [attemptCode] = useState(() => readMfaAttemptCode());
  const [code, setCode] = useState("");
  const action = useAction(() => app.signInWithMfa(code, attemptCode!));
  if (!attemptCode) {
    return (
      <MessageCard title={t("No sign-in in progress")} fullPage={fullPage} primaryButtonText={t("Sign in")} primaryAction={() => app.redirectToSignIn({ noRedirectBack: true })}>
        {t("Start signing in again to get here.")}
      </MessageCard>
    );
  }
  return (
    <PageFrame fullPage={fullPage} labelledBy={titleId}>
      <h1 id={titleId} className="gh-title">
        {t("Multi-factor authentication")}
      </h1>
      <Form className="gh-stack" onSubmit={action.run}>
        <TotpCodeField value={code} onChange={setCode} autoFocus />
        <ErrorText>{action.error}</ErrorText>
        <Button type="submit" variant="primary" block busy={action.busy} disabled={code.length !== 6}>
          {t("Verify")}
        </Button>
      </Form>
    </PageFrame>
  );
}

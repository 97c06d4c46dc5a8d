/** The second step of an MFA-gated sign-in: a six-digit code from the authenticator app. */
import { useId, useState, useSyncExternalStore } from "react";
import { readMfaAttemptCode } from "../../lib/auth/sign-in";
import { useFormAction, type ErrorRoute } from "../forms/use-form-action";
import { MessageCard } from "../message-card";
import { useApp, useTranslation } from "../provider";
import { PageFrame } from "../ui/card";
import { Button, ErrorText, Form, TotpCodeField } from "../ui/form";

export type MfaProps = {
  fullPage?: boolean | undefined;
  /** Called once the code signed the user in, instead of going to after-sign-in. */
  onSuccess?: (() => void) | undefined;
  /** Shows a Cancel button that calls this (the sign-in is abandoned). */
  onCancel?: (() => void) | undefined;
};

/** What the service can answer the code; an expired attempt means signing in again. */
const ROUTES: Partial<Record<string, ErrorRoute<"totp">>> = {
  INVALID_TOTP_CODE: { field: "totp", text: "This code does not match. Check the time on your device and try the newest code." },
  VERIFICATION_CODE_EXPIRED: { field: "totp", text: "This sign-in took too long. Sign in again.", link: "sign-in" },
  VERIFICATION_CODE_NOT_FOUND: { field: "totp", text: "This sign-in took too long. Sign in again.", link: "sign-in" },
  VERIFICATION_CODE_ALREADY_USED: { field: "totp", text: "This sign-in took too long. Sign in again.", link: "sign-in" },
};

const subscribeNever = () => () => {};

export function MFA({ fullPage = false, onSuccess, onCancel }: MfaProps) {
  const app = useApp();
  const t = useTranslation();
  const titleId = useId();
  // The attempt waits in this tab's sessionStorage, which a server render cannot read: the
  // server's HTML and the hydration show the form (the usual case), and the code read here
  // (once) counts from the first render after hydration.
  const [storedCode] = useState(() => (typeof window === "undefined" ? null : readMfaAttemptCode()));
  const hydrated = useSyncExternalStore(subscribeNever, () => true, () => false);
  const attemptCode = hydrated ? storedCode : undefined;
  const [code, setCode] = useState("");
  const action = useFormAction<"totp">(
    async () => {
      const result = await app.signInWithMfa(code, attemptCode!, onSuccess ? { noRedirect: true } : undefined);
      if (result.status === "ok") onSuccess?.();
      return result;
    },
    { routes: ROUTES, validate: () => ({ totp: code.length === 6 ? null : "Enter the six digits your authenticator app shows." }) },
  );
  if (attemptCode === null) {
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
      <Form className="gh-stack" onSubmit={action.run} focusInvalid={action.failures}>
        <TotpCodeField
          value={code}
          error={action.fieldErrors.totp}
          onChange={(next) => {
            setCode(next);
            action.clear("totp");
          }}
          autoFocus
        />
        <ErrorText>{action.error}</ErrorText>
        <Button type="submit" variant="primary" block busy={action.busy} disabled={code.length !== 6}>
          {t("Verify")}
        </Button>
        {onCancel ? (
          <Button variant="ghost" block onClick={onCancel}>
            {t("Cancel")}
          </Button>
        ) : null}
      </Form>
    </PageFrame>
  );
}

/**
 * Multi-factor authentication with an authenticator app (TOTP): a QR code of the
 * `otpauth://` URI (and the secret as text), then a code from the app to confirm
 * before MFA is turned on.
 */
import { useMemo, useState } from "react";
import type { CurrentUser } from "../../lib/users/user-types";
import { useTranslation } from "../provider";
import { Button, ErrorText, Form, TotpCodeField } from "../ui/form";
import { useAction } from "../ui/use-action";
import { encodeQr, qrSvgPath } from "./qr-code";
import { Section } from "./section";
import { useSettings } from "./settings-context";
import { base32, isValidTotp, newTotpSecret, otpauthUri } from "./totp";

export function MfaSection({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const [secret, setSecret] = useState<Uint8Array | null>(null);
  const disable = useAction(async () => {
    await user.update({ totpMultiFactorSecret: null });
  });
  if (user.isMultiFactorRequired) {
    return (
      <Section title={t("Multi-factor authentication")} description={t("Signing in asks for a code from your authenticator app.")}>
        <p className="gh-text">{t("Multi-factor authentication is on.")}</p>
        <div>
          <Button variant="danger" busy={disable.busy} onClick={() => void disable.run()}>
            {t("Turn off multi-factor authentication")}
          </Button>
        </div>
        <ErrorText>{disable.error}</ErrorText>
      </Section>
    );
  }
  return (
    <Section title={t("Multi-factor authentication")} description={t("Ask for a code from an authenticator app when signing in.")}>
      {secret ? (
        <TotpSetup user={user} secret={secret} onCancel={() => setSecret(null)} />
      ) : (
        <div>
          <Button onClick={() => setSecret(newTotpSecret())}>{t("Turn on multi-factor authentication")}</Button>
        </div>
      )}
    </Section>
  );
}

function TotpSetup({ user, secret, onCancel }: { user: CurrentUser; secret: Uint8Array; onCancel: () => void }) {
  const t = useTranslation();
  const { project } = useSettings();
  const uri = useMemo(() => otpauthUri(secret, user.primaryEmail ?? user.id, project.displayName), [secret, user, project.displayName]);
  const [code, setCode] = useState("");
  const confirm = useAction(async () => {
    if (!(await isValidTotp(secret, code))) return t("This code does not match. Check the time on your device and try the newest code.");
    await user.update({ totpMultiFactorSecret: secret });
    return null;
  });
  return (
    <div className="gh-stack">
      <p className="gh-text">{t("Scan this QR code with your authenticator app, or enter the key by hand.")}</p>
      <QrCode text={uri} label={t("QR code for your authenticator app")} />
      <p className="gh-muted">{t("Key")}</p>
      <code className="gh-code" data-totp-secret={base32(secret)}>
        {base32(secret)}
      </code>
      <Form className="gh-stack" onSubmit={confirm.run}>
        <TotpCodeField value={code} onChange={setCode} error={confirm.error} />
        <div className="gh-row">
          <Button type="submit" variant="primary" busy={confirm.busy} disabled={code.length !== 6}>
            {t("Confirm and turn on")}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {t("Cancel")}
          </Button>
        </div>
      </Form>
    </div>
  );
}

function QrCode({ text, label }: { text: string; label: string }) {
  const grid = useMemo(() => {
    try {
      return encodeQr(text);
    } catch {
      return null; // too long for our encoder: the key above still works
    }
  }, [text]);
  if (!grid) return null;
  const size = grid.length + 8;
  return (
    <svg className="gh-qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={qrSvgPath(grid)} fill="#000" />
    </svg>
  );
}

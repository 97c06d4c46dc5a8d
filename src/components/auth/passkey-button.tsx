/** Sign in with a passkey (WebAuthn); on success the app goes to after-sign-in. */
import { useApp, useTranslation } from "../provider";
import { Button, ErrorText } from "../ui/form";
import { KeyIcon } from "../ui/icons";
import { useAction } from "../ui/use-action";

export function PasskeyButton() {
  const app = useApp();
  const t = useTranslation();
  const action = useAction(() => app.signInWithPasskey());
  return (
    <div className="gh-stack" style={{ gap: ".25rem" }}>
      <Button block busy={action.busy} onClick={() => void action.run()}>
        <KeyIcon />
        {t("Sign in with a passkey")}
      </Button>
      <ErrorText>{action.error}</ErrorText>
    </div>
  );
}

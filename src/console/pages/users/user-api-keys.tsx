/** A user's API keys: description, last four characters, expiry and state, with revoke for a valid key. */
import type { UserApiKey } from "../../../index";
import { Button, ErrorText } from "../../../components/ui/form";
import type { ReactNode } from "react";
import { Time } from "../../parts/time";
import { ConsoleSection, focusSectionOf } from "../../parts/section";
import { useConsoleAction } from "../../parts/use-console-action";
import { useLoaded } from "../../parts/use-loaded";
import type { UserPartProps } from "./user-part";

function stateOf(key: UserApiKey): ReactNode {
  const why = key.whyInvalid();
  return why === "manually-revoked" ? (
    <>
      revoked <Time date={key.manuallyRevokedAt} />
    </>
  ) : why === "expired" ? (
    "expired"
  ) : (
    "valid"
  );
}

export function UserApiKeys({ user }: UserPartProps) {
  const keys = useLoaded(() => user.listApiKeys(), user.id);
  const revoke = useConsoleAction(async (key: UserApiKey, after: () => void) => {
    await key.revoke();
    await keys.reload();
    after();
  });
  return (
    <ConsoleSection title="API keys" note="Keys the user made for their own scripts. The whole key is shown only once, to the user, when made.">
      <ErrorText>{keys.error ?? revoke.error}</ErrorText>
      {keys.data?.length === 0 ? <p className="gh-muted">No API keys.</p> : null}
      {keys.data && keys.data.length > 0 ? (
        <ul className="gh-list" aria-label="API keys">
          {keys.data.map((key) => (
            <li key={key.id} className="gh-list-item">
              <div>
                <p className="gh-text">
                  {key.description || "No description"} <span className="gh-badge">{stateOf(key)}</span>
                </p>
                <p className="gh-note">
                  Ends in <code>{key.value.lastFour}</code> · made <Time date={key.createdAt} /> · {key.expiresAt ? <>expires <Time date={key.expiresAt} /></> : "never expires"}
                </p>
              </div>
              {key.isValid() ? (
                <Button variant="danger" aria-label={`Revoke the key ${key.description || key.value.lastFour}`} onClick={(e) => void revoke.run(key, focusSectionOf(e.currentTarget))}>
                  Revoke
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </ConsoleSection>
  );
}

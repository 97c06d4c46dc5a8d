/** Active Sessions: where the account is signed in; any other session can be ended. */
import { useCallback, useEffect, useState } from "react";
import type { ActiveSession } from "../../lib/active-sessions/active-session-types";
import type { CurrentUser } from "../../lib/users/user-types";
import { friendlyErrorMessage } from "../error-messages";
import { useTranslation } from "../provider";
import { Button, ErrorText } from "../ui/form";
import { Spinner } from "../ui/spinner";
import { useAction } from "../ui/use-action";
import { Section } from "./section";

export function SessionsPage({ user }: { user: CurrentUser }) {
  const t = useTranslation();
  const [sessions, setSessions] = useState<ActiveSession[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Not cached by the SDK (docs/api.md §5): read on mount and after each revoke.
  const reload = useCallback(() => {
    user.getActiveSessions().then(setSessions, (error: unknown) => setLoadError(friendlyErrorMessage(error, t)));
  }, [user, t]);
  useEffect(reload, [reload]);
  const revoke = useAction(async (id: string) => {
    await user.revokeSession(id);
    reload();
  });
  return (
    <Section title={t("Active sessions")} description={t("Devices and browsers signed in to your account.")}>
      <ErrorText>{loadError}</ErrorText>
      {sessions === null && !loadError ? <Spinner /> : null}
      <ul className="gh-list" aria-label={t("Active sessions")}>
        {(sessions ?? []).map((session) => (
          <li key={session.id} className="gh-list-item">
            <span className="gh-stack" style={{ gap: 0 }}>
              <span className="gh-row">
                <span>{session.geoInfo?.ip ?? t("Unknown location")}</span>
                {session.isCurrentSession ? <span className="gh-badge">{t("This device")}</span> : null}
                {session.isImpersonation ? <span className="gh-badge">{t("Impersonation")}</span> : null}
              </span>
              <span className="gh-muted">
                {t("Signed in {date}", { date: session.createdAt.toLocaleString() })}
                {session.lastUsedAt ? ` · ${t("Last used {date}", { date: session.lastUsedAt.toLocaleString() })}` : ""}
              </span>
            </span>
            {session.isCurrentSession ? null : (
              <Button variant="danger" disabled={revoke.busy} onClick={() => void revoke.run(session.id)}>
                {t("Revoke")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ErrorText>{revoke.error}</ErrorText>
    </Section>
  );
}

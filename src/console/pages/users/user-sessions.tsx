/** A user's live sessions (impersonations marked), newest first, each with a revoke button. Read fresh each time: sessions are not cached. */
import type { ActiveSession } from "../../../index";
import { Button, ErrorText, StatusText } from "../../../components/ui/form";
import { Time } from "../../parts/time";
import { ConsoleSection, focusSectionOf } from "../../parts/section";
import { useConsoleAction } from "../../parts/use-console-action";
import { useLoaded } from "../../parts/use-loaded";
import type { UserPartProps } from "./user-part";

export function UserSessions({ user }: UserPartProps) {
  const sessions = useLoaded(() => user.getActiveSessions(), user.id);
  const revoke = useConsoleAction(async (session: ActiveSession, after: () => void) => {
    await user.revokeSession(session.id);
    await sessions.reload();
    after();
  });
  return (
    <ConsoleSection title="Sessions" note="Each signed-in browser or device. Revoking one signs it out when its access token next refreshes (within ten minutes). Impersonation sessions are not listed: the server tier the console reads through leaves them out.">
      <ErrorText>{sessions.error ?? revoke.error}</ErrorText>
      {revoke.done ? <StatusText>Session revoked.</StatusText> : null}
      {sessions.data?.length === 0 ? <p className="gh-muted">No live sessions.</p> : null}
      {sessions.data && sessions.data.length > 0 ? (
        <ul className="gh-list" aria-label="Sessions">
          {sessions.data.map((session) => (
            <li key={session.id} className="gh-list-item">
              <div>
                <p className="gh-text">
                  <code>{session.id}</code> {session.isImpersonation ? <span className="gh-badge">impersonation</span> : null}
                </p>
                <p className="gh-note">
                  Started <Time date={session.createdAt} /> · last used <Time date={session.lastUsedAt} />
                  {session.geoInfo?.cityName || session.geoInfo?.countryCode ? ` · ${[session.geoInfo.cityName, session.geoInfo.countryCode].filter(Boolean).join(", ")}` : ""}
                </p>
              </div>
              <Button variant="danger" aria-label={`Revoke session ${session.id}`} onClick={(e) => void revoke.run(session, focusSectionOf(e.currentTarget))}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </ConsoleSection>
  );
}

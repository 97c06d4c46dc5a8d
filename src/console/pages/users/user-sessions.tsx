/**
 * A user's live sessions, newest first, each with a revoke button. Read with the project's
 * admin key, so impersonation sessions (those "Open the app" starts among them) are listed
 * and marked. Read fresh each time: sessions are not cached.
 */
import { Button, ErrorText, StatusText } from "../../../components/ui/form";
import { Time } from "../../parts/time";
import { ConsoleSection, focusSectionOf } from "../../parts/section";
import { useConsoleAction } from "../../parts/use-console-action";
import { useLoaded } from "../../parts/use-loaded";
import { listSessionsAsAdmin, revokeSessionAsAdmin, type ConsoleSession } from "./admin-sessions";
import type { UserPartProps } from "./user-part";

export function UserSessions({ user, page }: UserPartProps) {
  const sessions = useLoaded(() => listSessionsAsAdmin(page.project, user.id), `${page.project.id}\n${user.id}`);
  const revoke = useConsoleAction(async (session: ConsoleSession, after: () => void) => {
    await revokeSessionAsAdmin(page.project, user.id, session.id);
    await sessions.reload();
    after();
  });
  return (
    <ConsoleSection title="Sessions" note="Each signed-in browser or device, impersonations included. Revoking one signs it out when its access token next refreshes (within ten minutes).">
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
                  {session.place ? ` · ${session.place}` : ""}
                </p>
              </div>
              <Button
                variant="danger"
                aria-label={`Revoke ${session.isImpersonation ? "impersonation " : ""}session ${session.id}`}
                onClick={(e) => void revoke.run(session, focusSectionOf(e.currentTarget))}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </ConsoleSection>
  );
}

/**
 * A team's open invitations (recipient, expiry, revoke) and sending one. The invitation
 * mail's link goes to the app's team-invitation page, which must be trusted by the
 * project; the emulator keeps the mail in its Mail page.
 */
import { useState } from "react";
import type { TeamInvitation } from "../../../index";
import { Button, ErrorText, Field, Form, StatusText } from "../../../components/ui/form";
import { Time } from "../../parts/time";
import { suggestedHandlerUrl } from "../../parts/impersonation";
import { ConsoleSection, focusSectionOf } from "../../parts/section";
import { useConsoleAction } from "../../parts/use-console-action";
import { useLoaded } from "../../parts/use-loaded";
import type { TeamPartProps } from "./team-part";

export function TeamInvitations({ team, page }: TeamPartProps) {
  const invitations = useLoaded(() => team.listInvitations(), team.id);
  const project = useLoaded(() => page.app.getProject(), page.project.id);
  const revoke = useConsoleAction(async (invitation: TeamInvitation, after: () => void) => {
    await invitation.revoke();
    await invitations.reload();
    after();
  });
  const [email, setEmail] = useState("");
  const [typedUrl, setTypedUrl] = useState<string | null>(null);
  const callbackUrl = typedUrl ?? (project.data || project.error ? suggestedHandlerUrl(project.data, "team-invitation") : "");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useConsoleAction(async () => {
    const to = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(to)) return "Enter an email address like name@example.com.";
    await team.inviteUser({ email: to, ...(callbackUrl.trim() ? { callbackUrl: callbackUrl.trim() } : {}) });
    setSentTo(to);
    setEmail("");
    await invitations.reload();
    return undefined;
  });
  return (
    <div className="gh-stack">
      <ConsoleSection title="Invitations">
        <ErrorText>{invitations.error ?? revoke.error}</ErrorText>
        {invitations.data?.length === 0 ? <p className="gh-muted">No open invitations.</p> : null}
        {invitations.data && invitations.data.length > 0 ? (
          <ul className="gh-list" aria-label="Invitations">
            {invitations.data.map((invitation) => (
              <li key={invitation.id} className="gh-list-item">
                <div>
                  <p className="gh-text">{invitation.recipientEmail ?? "no recipient"}</p>
                  <p className="gh-note">Expires <Time date={invitation.expiresAt} /></p>
                </div>
                <Button variant="danger" aria-label={`Revoke the invitation to ${invitation.recipientEmail ?? invitation.id}`} onClick={(e) => void revoke.run(invitation, focusSectionOf(e.currentTarget))}>
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </ConsoleSection>
      <ConsoleSection title="Invite someone" note="Sends the project's invitation mail; the emulator keeps it on its Mail page.">
        <Form onSubmit={invite.run} className="gh-stack" aria-label="Invite someone">
          <Field label="Email address to invite" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
          <Field label="The app's team-invitation page" type="url" autoComplete="off" value={callbackUrl} onChange={(e) => setTypedUrl(e.target.value)} hint="The mail's link goes here; the project must trust it." />
          <div className="gh-row">
            <Button type="submit" variant="primary">
              Send invitation
            </Button>
          </div>
        </Form>
        {invite.done && sentTo ? <StatusText>Invitation sent to {sentTo}.</StatusText> : null}
        <ErrorText>{invite.error}</ErrorText>
      </ConsoleSection>
    </div>
  );
}

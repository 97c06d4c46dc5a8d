/** One team: its name, my profile in it, members, invitations, selection and leaving. */
import { useState } from "react";
import type { Team, TeamInvitation } from "../../lib/teams/team-types";
import type { CurrentUser } from "../../lib/users/user-types";
import { useTranslation } from "../provider";
import { Button, ErrorText, Field, Form, StatusText } from "../ui/form";
import { useAction } from "../ui/use-action";
import { UserAvatar } from "../user-avatar";
import { Section } from "./section";

export function TeamPage({ user, team, onLeft }: { user: CurrentUser; team: Team; onLeft: () => void }) {
  const t = useTranslation();
  const isSelected = user.selectedTeam?.id === team.id;
  const select = useAction(() => user.setSelectedTeam(team));
  const leave = useAction(async () => {
    await user.leaveTeam(team);
    onLeft();
  });
  return (
    <div className="gh-stack">
      <RenameTeam team={team} />
      <Section title={t("Selected team")}>
        {isSelected ? (
          <p className="gh-text">{t("This is your selected team.")}</p>
        ) : (
          <div>
            <Button busy={select.busy} onClick={() => void select.run()}>
              {t("Make this my selected team")}
            </Button>
          </div>
        )}
        <ErrorText>{select.error}</ErrorText>
      </Section>
      <Members team={team} />
      <Invite team={team} />
      <Section title={t("Leave team")} description={t("You will lose access to this team.")}>
        <div>
          <Button variant="danger" busy={leave.busy} onClick={() => void leave.run()}>
            {t("Leave team")}
          </Button>
        </div>
        <ErrorText>{leave.error}</ErrorText>
      </Section>
    </div>
  );
}

function RenameTeam({ team }: { team: Team }) {
  const t = useTranslation();
  const [name, setName] = useState(team.displayName);
  const save = useAction(() => team.update({ displayName: name.trim() }));
  return (
    <Section title={t("Team name")}>
      <Form className="gh-inline-form" onSubmit={save.run}>
        <Field label={t("Team name")} required value={name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" variant="primary" busy={save.busy}>
          {t("Save")}
        </Button>
      </Form>
      <ErrorText>{save.error}</ErrorText>
      {save.done ? <StatusText>{t("Saved.")}</StatusText> : null}
    </Section>
  );
}

function Members({ team }: { team: Team }) {
  const t = useTranslation();
  const members = team.useUsers();
  return (
    <Section title={t("Members")}>
      <ul className="gh-list" aria-label={t("Members")}>
        {members.map((member) => (
          <li key={member.id} className="gh-list-item" style={{ justifyContent: "flex-start" }}>
            <UserAvatar user={{ displayName: member.teamProfile.displayName, profileImageUrl: member.teamProfile.profileImageUrl }} size={28} />
            <span>{member.teamProfile.displayName ?? t("No name")}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Invite({ team }: { team: Team }) {
  const t = useTranslation();
  const invitations = team.useInvitations();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useAction(async () => {
    await team.inviteUser({ email: email.trim() });
    setSentTo(email.trim());
    setEmail("");
  });
  const revoke = useAction((invitation: TeamInvitation) => invitation.revoke());
  return (
    <Section title={t("Invite a member")}>
      <Form className="gh-inline-form" onSubmit={invite.run}>
        <Field label={t("Email address to invite")} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" busy={invite.busy}>
          {t("Send invitation")}
        </Button>
      </Form>
      <ErrorText>{invite.error}</ErrorText>
      {sentTo ? <StatusText>{t("Invitation sent to {email}.", { email: sentTo })}</StatusText> : null}
      {invitations.length > 0 ? (
        <ul className="gh-list" aria-label={t("Pending invitations")}>
          {invitations.map((inv) => (
            <li key={inv.id} className="gh-list-item">
              <span>{inv.recipientEmail ?? t("Unknown recipient")}</span>
              <Button variant="ghost" busy={revoke.busy} onClick={() => void revoke.run(inv)}>
                {t("Revoke")}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <ErrorText>{revoke.error}</ErrorText>
    </Section>
  );
}

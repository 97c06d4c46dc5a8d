/** A team's members (remove, with `$remove_members`) and invitations (send, list, revoke). */
import { useState } from "react";
import type { Team, TeamInvitation, TeamUser } from "../../lib/teams/team-types";
import type { CurrentUser } from "../../lib/users/user-types";
import { useFormAction } from "../forms/use-form-action";
import { emailProblem } from "../forms/validation";
import { useTranslation } from "../provider";
import { useRowNaming } from "../ui/row-naming";
import { Button, ErrorText, Field, Form, StatusText } from "../ui/form";
import { useAction } from "../ui/use-action";
import { UserAvatar } from "../user-avatar";
import { Section } from "./section";

export function TeamMembers({ user, team, canRemove }: { user: CurrentUser; team: Team; canRemove: boolean }) {
  const t = useTranslation();
  const members = team.useUsers();
  return (
    <Section title={t("Members")}>
      <ul className="gh-list" aria-label={t("Members")}>
        {members.map((member) => (
          <MemberRow key={member.id} team={team} member={member} isMe={member.id === user.id} canRemove={canRemove} />
        ))}
      </ul>
    </Section>
  );
}

function MemberRow({ team, member, isMe, canRemove }: { team: Team; member: TeamUser; isMe: boolean; canRemove: boolean }) {
  const t = useTranslation();
  const remove = useAction(() => team.removeUser(member.id));
  const name = member.teamProfile.displayName ?? t("No name");
  const { subject, named } = useRowNaming();
  return (
    <li className="gh-list-item">
      <span className="gh-row">
        <UserAvatar user={{ displayName: member.teamProfile.displayName, profileImageUrl: member.teamProfile.profileImageUrl }} size={28} />
        <span {...subject}>{name}</span>
        {isMe ? <span className="gh-badge">{t("You")}</span> : null}
      </span>
      {canRemove && !isMe ? (
        <Button variant="danger" busy={remove.busy} onClick={() => void remove.run()} {...named("remove")}>
          {t("Remove")}
        </Button>
      ) : null}
      <ErrorText>{remove.error}</ErrorText>
    </li>
  );
}

export function InviteMember({ team, canSeeInvitations, canRevoke }: { team: Team; canSeeInvitations: boolean; canRevoke: boolean }) {
  const t = useTranslation();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useFormAction<"email">(
    async () => {
      await team.inviteUser({ email: email.trim() });
      setSentTo(email.trim());
      setEmail("");
    },
    { routes: { SCHEMA_ERROR: { field: "email", text: "Enter a valid email address, like name@example.com." } }, validate: () => ({ email: emailProblem(email) }) },
  );
  return (
    <Section title={t("Invite a member")} description={t("We email them a link to join this team.")}>
      <Form className="gh-inline-form" onSubmit={invite.run} focusInvalid={invite.failures}>
        <Field
          label={t("Email address to invite")}
          type="email"
          required
          value={email}
          error={invite.fieldErrors.email}
          onChange={(e) => {
            setEmail(e.target.value);
            invite.clear("email");
          }}
        />
        <Button type="submit" busy={invite.busy}>
          {t("Send invitation")}
        </Button>
      </Form>
      <ErrorText>{invite.error}</ErrorText>
      {sentTo ? <StatusText>{t("Invitation sent to {email}.", { email: sentTo })}</StatusText> : null}
      {canSeeInvitations ? <Invitations team={team} canRevoke={canRevoke} /> : null}
    </Section>
  );
}

function Invitations({ team, canRevoke }: { team: Team; canRevoke: boolean }) {
  const t = useTranslation();
  const invitations = team.useInvitations();
  const revoke = useAction((invitation: TeamInvitation) => invitation.revoke());
  if (invitations.length === 0) return null;
  return (
    <>
      <h4 className="gh-h3">{t("Pending invitations")}</h4>
      <ul className="gh-list" aria-label={t("Pending invitations")}>
        {invitations.map((inv) => (
          <InvitationRow key={inv.id} recipient={inv.recipientEmail ?? t("Unknown recipient")} busy={canRevoke ? revoke.busy : null} onRevoke={() => void revoke.run(inv)} />
        ))}
      </ul>
      <ErrorText>{revoke.error}</ErrorText>
    </>
  );
}

/** A pending invitation; `busy` null: the member may not revoke it (no button). */
function InvitationRow({ recipient, busy, onRevoke }: { recipient: string; busy: boolean | null; onRevoke: () => void }) {
  const t = useTranslation();
  const { subject, named } = useRowNaming();
  return (
    <li className="gh-list-item">
      <span {...subject}>{recipient}</span>
      {busy !== null ? (
        <Button variant="ghost" busy={busy} onClick={onRevoke} {...named("revoke")}>
          {t("Revoke")}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * A team's members, each a link to their user page with a remove button, and adding an
 * existing user found by the users search (name, email or id).
 */
import { useState } from "react";
import type { ServerTeamUser, ServerUser } from "../../../index";
import { Button, ErrorText, Field, Form } from "../../../components/ui/form";
import { UserAvatar } from "../../../components/user-avatar";
import { ConsoleLink } from "../../parts/console-links";
import { ConsoleSection, focusSectionOf } from "../../parts/section";
import { useConsoleAction } from "../../parts/use-console-action";
import { useLoaded } from "../../parts/use-loaded";
import type { TeamPartProps } from "./team-part";

const nameOf = (user: ServerUser) => user.displayName || user.primaryEmail || user.id;

export function TeamMembers({ team, page }: TeamPartProps) {
  const members = useLoaded(() => team.listUsers(), team.id);
  const remove = useConsoleAction(async (member: ServerTeamUser, after: () => void) => {
    await team.removeUser(member.id);
    await members.reload();
    after();
  });
  const memberIds = new Set((members.data ?? []).map((m) => m.id));
  return (
    <div className="gh-stack">
      <ConsoleSection title="Members">
        <ErrorText>{members.error ?? remove.error}</ErrorText>
        {members.data?.length === 0 ? <p className="gh-muted">No members yet.</p> : null}
        {members.data && members.data.length > 0 ? (
          <ul className="gh-list" aria-label="Members">
            {members.data.map((member) => (
              <li key={member.id} className="gh-list-item">
                <div className="gh-row">
                  <UserAvatar user={member} size={32} />
                  <div>
                    <ConsoleLink props={page} path={`users/${encodeURIComponent(member.id)}`}>
                      {nameOf(member)}
                    </ConsoleLink>
                    <p className="gh-note">
                      {member.primaryEmail ?? "no email"}
                      {member.teamProfile.displayName && member.teamProfile.displayName !== member.displayName ? ` · in this team: ${member.teamProfile.displayName}` : ""}
                    </p>
                  </div>
                </div>
                <Button variant="danger" aria-label={`Remove ${nameOf(member)}`} onClick={(e) => void remove.run(member, focusSectionOf(e.currentTarget))}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </ConsoleSection>
      <AddMember
        page={page}
        memberIds={memberIds}
        add={async (user) => {
          await team.addUser(user.id);
          await members.reload();
        }}
      />
    </div>
  );
}

function AddMember({ page, memberIds, add }: { page: TeamPartProps["page"]; memberIds: Set<string>; add: (user: ServerUser) => Promise<void> }) {
  const [typed, setTyped] = useState("");
  const [found, setFound] = useState<ServerUser[] | null>(null);
  const search = useConsoleAction(async () => {
    const query = typed.trim();
    if (!query) return "Type a name, an email or a user id.";
    setFound(await page.app.listUsers({ query, limit: 10 }));
    return undefined;
  });
  const adding = useConsoleAction(add);
  return (
    <ConsoleSection title="Add a member" note="Finds users of the project by name, email or id.">
      <Form onSubmit={search.run} className="gh-inline-form" role="search" aria-label="Find a user to add">
        <Field label="Find a user" type="search" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit">
          Find
        </Button>
      </Form>
      <ErrorText>{search.error ?? adding.error}</ErrorText>
      {found?.length === 0 ? <p className="gh-muted">No user matches.</p> : null}
      {found && found.length > 0 ? (
        <ul className="gh-list" aria-label="Users found">
          {found.map((user) => (
            <li key={user.id} className="gh-list-item">
              <span>
                {nameOf(user)} {user.primaryEmail && user.displayName ? <span className="gh-note">{user.primaryEmail}</span> : null}
              </span>
              {memberIds.has(user.id) ? (
                <span className="gh-badge">member</span>
              ) : (
                <Button variant="primary" aria-label={`Add ${nameOf(user)}`} onClick={() => void adding.run(user)}>
                  Add
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </ConsoleSection>
  );
}

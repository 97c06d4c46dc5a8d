/** The team permissions of one member at a time: pick the member, then grant or revoke each permission the project defines for teams. */
import { useId, useState } from "react";
import type { ServerTeamUser } from "../../../index";
import { ErrorText } from "../../../components/ui/form";
import { PermissionToggles, permissionRows } from "../../parts/permission-toggles";
import { ConsoleSection } from "../../parts/section";
import { useLoaded } from "../../parts/use-loaded";
import type { TeamPartProps } from "./team-part";

const nameOf = (user: ServerTeamUser) => user.displayName || user.primaryEmail || user.id;

export function TeamPermissions({ team, page }: TeamPartProps) {
  const members = useLoaded(() => team.listUsers(), team.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();
  const member = members.data?.find((m) => m.id === chosen) ?? members.data?.[0];
  return (
    <ConsoleSection title="Team permissions" note="What each member may do in this team. Project-wide permissions are on the user's page.">
      <ErrorText>{members.error}</ErrorText>
      {members.data?.length === 0 ? <p className="gh-muted">The team has no members to grant permissions to.</p> : null}
      {member ? (
        <>
          <div className="gh-field">
            <label className="gh-label" htmlFor={selectId}>
              Member
            </label>
            <select id={selectId} className="gh-input" value={member.id} onChange={(e) => setChosen(e.target.value)}>
              {members.data!.map((m) => (
                <option key={m.id} value={m.id}>
                  {nameOf(m)}
                </option>
              ))}
            </select>
          </div>
          <MemberPermissions key={member.id} team={team} member={member} page={page} />
        </>
      ) : null}
    </ConsoleSection>
  );
}

function MemberPermissions({ team, member, page }: { team: TeamPartProps["team"]; member: ServerTeamUser; page: TeamPartProps["page"] }) {
  const rows = useLoaded(async () => {
    const [definitions, direct, effective] = await Promise.all([
      page.app.listTeamPermissionDefinitions(),
      member.listPermissions(team, { recursive: false }),
      member.listPermissions(team, { recursive: true }),
    ]);
    return permissionRows(definitions, direct, effective);
  }, `${team.id}\n${member.id}`);
  return (
    <>
      <ErrorText>{rows.error}</ErrorText>
      {rows.data ? (
        <PermissionToggles
          label={`Team permissions of ${nameOf(member)}`}
          rows={rows.data}
          grant={async (id) => {
            await member.grantPermission(team, id);
            await rows.reload();
          }}
          revoke={async (id) => {
            await member.revokePermission(team, id);
            await rows.reload();
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Deletions and what goes with them, as the service's foreign keys cascade: a user takes
 * its contact channels, sessions, memberships (and their team grants), project grants,
 * API keys, passkey and the provider tokens of its connected accounts; a team takes its
 * memberships, grants, API keys and pending invitations; a project takes everything in it.
 * Each runs without an `await`, so no other request sees it half done.
 */
import type { Core } from "../core";
import { deleteCode, invitationsOfTeam } from "./codes";
import { indexesOf } from "./indexes";
import { keysOfOwner } from "./api-keys";
import { tokenSetKey } from "./oauth";
import { dropProjectGrants, dropTeamGrants } from "./permissions";
import { managedProjectIds } from "./projects";
import { all, get, remove, update } from "./store";
import { membershipsOfTeam, membershipsOfUser, removeMember, teamsOfProject } from "./teams";
import type { TeamRecord, UserRecord } from "./types";
import { channelsOfUser, usersOfProject } from "./users";

export function deleteUser(core: Core, user: UserRecord): void {
  for (const membership of membershipsOfUser(core, user.id)) removeMember(core, membership);
  dropProjectGrants(core, user.id);
  for (const channel of channelsOfUser(core, user.id)) remove(core, "contactChannels", channel);
  for (const id of [...indexesOf(core).sessionsByUser.get(user.id)]) remove(core, "sessions", get(core, "sessions", id)!);
  for (const key of keysOfOwner(core, user.projectId, "user", user.id)) remove(core, "apiKeys", key);
  const passkey = get(core, "passkeys", user.id);
  if (passkey) remove(core, "passkeys", passkey);
  for (const account of user.oauthAccounts) {
    const tokens = get(core, "oauthProviderTokens", tokenSetKey(user.projectId, account.providerId, account.accountId));
    if (tokens) remove(core, "oauthProviderTokens", tokens);
  }
  remove(core, "users", user);
}

export function deleteTeam(core: Core, team: TeamRecord): void {
  for (const membership of membershipsOfTeam(core, team.id)) removeMember(core, membership);
  dropTeamGrants(core, team.id, null);
  for (const key of keysOfOwner(core, team.projectId, "team", team.id)) remove(core, "apiKeys", key);
  for (const invitation of invitationsOfTeam(core, team.id)) deleteCode(core, invitation);
  remove(core, "teams", team);
}

/** Deletes a project and all its records; also drops it from every owner's managed list. */
export function deleteProject(core: Core, projectId: string): void {
  for (const user of usersOfProject(core, projectId)) deleteUser(core, user);
  for (const team of teamsOfProject(core, projectId)) deleteTeam(core, team);
  const ofProject = <T extends { projectId: string }>(records: T[]) => records.filter((r) => r.projectId === projectId);
  for (const r of ofProject(all(core, "verificationCodes"))) remove(core, "verificationCodes", r);
  for (const r of ofProject(all(core, "apiKeys"))) remove(core, "apiKeys", r);
  for (const r of ofProject(all(core, "cliAuthAttempts"))) remove(core, "cliAuthAttempts", r);
  for (const r of ofProject(all(core, "emailTemplates"))) remove(core, "emailTemplates", r);
  for (const r of ofProject(all(core, "oauthFlows"))) remove(core, "oauthFlows", r);
  for (const r of ofProject(all(core, "oauthAuthorizationCodes"))) remove(core, "oauthAuthorizationCodes", r);
  for (const r of ofProject(all(core, "oauthProviderTokens"))) remove(core, "oauthProviderTokens", r);
  for (const r of ofProject(all(core, "teamPermissionGrants"))) remove(core, "teamPermissionGrants", r);
  for (const r of ofProject(all(core, "projectPermissionGrants"))) remove(core, "projectPermissionGrants", r);
  for (const r of ofProject(all(core, "passkeys"))) remove(core, "passkeys", r);
  for (const r of ofProject(all(core, "sessions"))) remove(core, "sessions", r);
  for (const r of ofProject(all(core, "contactChannels"))) remove(core, "contactChannels", r);
  for (const r of ofProject(all(core, "teamMemberships"))) remove(core, "teamMemberships", r);
  for (const r of ofProject(all(core, "userActivity"))) remove(core, "userActivity", r);
  const definitions = get(core, "permissionDefinitions", projectId);
  if (definitions) remove(core, "permissionDefinitions", definitions);
  const project = get(core, "projects", projectId);
  if (project) remove(core, "projects", project);
  // Only `internal` users manage projects.
  for (const owner of usersOfProject(core, "internal")) {
    const managed = managedProjectIds(owner.serverMetadata);
    if (!managed.includes(projectId)) continue;
    const meta = owner.serverMetadata as { [key: string]: unknown };
    update(core, "users", owner, { serverMetadata: { ...meta, managedProjectIds: managed.filter((x) => x !== projectId) } as UserRecord["serverMetadata"] });
  }
}

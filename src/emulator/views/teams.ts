/**
 * Team member profiles (docs/protocol.md §13.11) and pending invitations (§13.12) on the wire.
 * Teams themselves are in `views/users.ts` (a user embeds its selected team).
 */
import type { TeamInvitationJson, TeamMemberProfileJson } from "../../interface/wire/teams";
import type { ServerTeamMemberProfileJson } from "../../interface/wire/users";
import type { Core } from "../core";
import type { AccessType, TeamMembershipRecord, VerificationCodeRecord } from "../state/types";
import { get } from "../state/store";
import { serverUserView } from "./users";

/** The profile in the caller's view; the team-specific name and image fall back to the user's. */
export function memberProfileView(core: Core, type: AccessType, membership: TeamMembershipRecord): TeamMemberProfileJson | ServerTeamMemberProfileJson {
  const user = get(core, "users", membership.userId)!;
  const profile: TeamMemberProfileJson = {
    team_id: membership.teamId,
    user_id: membership.userId,
    display_name: membership.displayName ?? user.displayName,
    profile_image_url: membership.profileImageUrl ?? user.profileImageUrl,
  };
  return type === "client" ? profile : { ...profile, user: serverUserView(core, user) };
}

export function invitationView(code: VerificationCodeRecord<"team_invitation">): TeamInvitationJson {
  return {
    id: code.id,
    team_id: code.data.team_id,
    expires_at_millis: code.expiresAtMillis,
    recipient_email: code.data.email,
  };
}

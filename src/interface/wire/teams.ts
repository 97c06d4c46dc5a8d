/**
 * Teams, memberships, member profiles and invitations (docs/protocol.md §13.11,
 * §13.12). Types only.
 */
import type { JsonValue } from "./common";

/** Team, client view. */
export type TeamJson = {
  id: string;
  display_name: string;
  profile_image_url: string | null;
  client_metadata: JsonValue;
  client_read_only_metadata: JsonValue;
};

/** Team, server view (S+ responses). */
export type ServerTeamJson = TeamJson & {
  created_at_millis: number;
  server_metadata: JsonValue;
};

/** `POST /teams` body, client. `creator_user_id` is `"me"` for the caller. */
export type TeamCreateBodyJson = {
  display_name: string;
  profile_image_url?: string | null | undefined;
  client_metadata?: JsonValue | undefined;
  creator_user_id?: string | undefined;
};

/** `POST /teams` body, server. */
export type ServerTeamCreateBodyJson = TeamCreateBodyJson & {
  client_read_only_metadata?: JsonValue | undefined;
  server_metadata?: JsonValue | undefined;
};

/** `PATCH /teams/{team_id}` body, client. */
export type TeamUpdateBodyJson = {
  display_name?: string | undefined;
  profile_image_url?: string | null | undefined;
  client_metadata?: JsonValue | undefined;
};

/** `PATCH /teams/{team_id}` body, server. */
export type ServerTeamUpdateBodyJson = TeamUpdateBodyJson & {
  client_read_only_metadata?: JsonValue | undefined;
  server_metadata?: JsonValue | undefined;
};

/** `GET /teams` query. */
export type TeamListQueryJson = { user_id?: string };

/** `POST /team-memberships/{team_id}/{user_id}` answer (201). */
export type TeamMembershipJson = { team_id: string; user_id: string };

/** Team member profile, client view. */
export type TeamMemberProfileJson = {
  team_id: string;
  user_id: string;
  display_name: string | null;
  profile_image_url: string | null;
};


/** `GET /team-member-profiles` query (`team_id` required for client callers). */
export type TeamMemberProfileListQueryJson = { team_id?: string; user_id?: string };

/** `PATCH /team-member-profiles/{team_id}/{user_id}` body. */
export type TeamMemberProfileUpdateBodyJson = {
  display_name?: string | undefined;
  profile_image_url?: string | null | undefined;
};

/** A pending invitation (`GET /team-invitations`). */
export type TeamInvitationJson = {
  id: string;
  team_id: string;
  expires_at_millis: number;
  recipient_email: string;
};

/** `POST /team-invitations/send-code` body. */
export type TeamInvitationSendBodyJson = { team_id: string; email: string; callback_url: string };
/** `POST /team-invitations/send-code` answer. */
export type TeamInvitationSendResponseJson = { success: true; id: string };

/** `POST /team-invitations/accept/details` answer. */
export type TeamInvitationDetailsJson = { team_id: string; team_display_name: string };

/** `POST /team-invitations/accept` answers an empty object. */
export type TeamInvitationAcceptResponseJson = Record<string, never>;

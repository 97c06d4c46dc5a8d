/** Teams and team memberships (docs/protocol.md §4.8). */
import { KnownError } from "../known-error";
import type { KnownErrorJson } from "../known-error";
import { detailsOf, restrictedReasonOf, stringField, withStatus } from "./decode";
import type { RestrictedReason } from "./session";

/** `TEAM_NOT_FOUND`: no such team. */
export class TeamNotFound extends KnownError<{ team_id: string }> {
  static override readonly code = "TEAM_NOT_FOUND";
  static override readonly status = 404;
  declare readonly errorCode: typeof TeamNotFound.code;

  constructor(teamId: string) {
    super(TeamNotFound.status, `Team ${teamId} not found.`, { team_id: teamId });
  }

  /** The team the request named. */
  get teamId(): string {
    return this.details.team_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const teamId = stringField(detailsOf(json), "team_id");
    return teamId === undefined ? super.fromJson(json, status) : withStatus(new this(teamId), status);
  }
}

/** `TEAM_ALREADY_EXISTS`: defined by the service but never sent. */
export class TeamAlreadyExists extends KnownError<{ team_id: string }> {
  static override readonly code = "TEAM_ALREADY_EXISTS";
  static override readonly status = 409;
  declare readonly errorCode: typeof TeamAlreadyExists.code;

  constructor(teamId: string) {
    super(TeamAlreadyExists.status, `Team ${teamId} already exists.`, { team_id: teamId });
  }

  /** The team id that is taken. */
  get teamId(): string {
    return this.details.team_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const teamId = stringField(detailsOf(json), "team_id");
    return teamId === undefined ? super.fromJson(json, status) : withStatus(new this(teamId), status);
  }
}

/** `TEAM_MEMBERSHIP_NOT_FOUND`: the user is not a member of the team. */
export class TeamMembershipNotFound extends KnownError<{ team_id: string; user_id: string }> {
  static override readonly code = "TEAM_MEMBERSHIP_NOT_FOUND";
  static override readonly status = 404;
  declare readonly errorCode: typeof TeamMembershipNotFound.code;

  constructor(teamId: string, userId: string) {
    super(TeamMembershipNotFound.status, `User ${userId} is not found in team ${teamId}.`, { team_id: teamId, user_id: userId });
  }

  /** The team. */
  get teamId(): string {
    return this.details.team_id;
  }

  /** The user who is not a member. */
  get userId(): string {
    return this.details.user_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const details = detailsOf(json);
    const teamId = stringField(details, "team_id");
    const userId = stringField(details, "user_id");
    return teamId === undefined || userId === undefined
      ? super.fromJson(json, status)
      : withStatus(new this(teamId, userId), status);
  }
}

/** `TEAM_MEMBERSHIP_ALREADY_EXISTS`: the user is a member of the team already. */
export class TeamMembershipAlreadyExists extends KnownError<undefined> {
  static override readonly code = "TEAM_MEMBERSHIP_ALREADY_EXISTS";
  static override readonly status = 409;
  declare readonly errorCode: typeof TeamMembershipAlreadyExists.code;

  constructor() {
    super(TeamMembershipAlreadyExists.status, "Team membership already exists.");
  }
}

/** `TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED` (newer servers): a restricted user cannot accept invitations. */
export class TeamInvitationRestrictedUserNotAllowed extends KnownError<{ restricted_reason: RestrictedReason }> {
  static override readonly code = "TEAM_INVITATION_RESTRICTED_USER_NOT_ALLOWED";
  static override readonly status = 403;
  declare readonly errorCode: typeof TeamInvitationRestrictedUserNotAllowed.code;

  constructor(reason: RestrictedReason) {
    super(
      TeamInvitationRestrictedUserNotAllowed.status,
      `Restricted users cannot accept team invitations. Reason: ${reason.type}. ` +
        "Please complete the onboarding process before accepting team invitations.",
      { restricted_reason: reason },
    );
  }

  /** Why the user is restricted. */
  get restrictedReason(): RestrictedReason {
    return this.details.restricted_reason;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const reason = restrictedReasonOf(json);
    return reason === undefined ? super.fromJson(json, status) : withStatus(new this(reason), status);
  }
}

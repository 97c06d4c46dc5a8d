/** Permission definitions and grants (docs/protocol.md §4.8). */
import { KnownError } from "../known-error";
import type { KnownErrorJson } from "../known-error";
import { detailsOf, stringField, withStatus } from "./decode";

/** Where a permission definition lives. */
export type PermissionScope = "team" | "project";

/** `PERMISSION_NOT_FOUND`: no permission definition with this id. */
export class PermissionNotFound extends KnownError<{ permission_id: string }> {
  static override readonly code = "PERMISSION_NOT_FOUND";
  static override readonly status = 404;
  declare readonly errorCode: typeof PermissionNotFound.code;

  constructor(permissionId: string) {
    super(
      PermissionNotFound.status,
      `Permission "${permissionId}" not found. Make sure you created it on the dashboard.`,
      { permission_id: permissionId },
    );
  }

  /** The permission the request named. */
  get permissionId(): string {
    return this.details.permission_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const permissionId = stringField(detailsOf(json), "permission_id");
    return permissionId === undefined ? super.fromJson(json, status) : withStatus(new this(permissionId), status);
  }
}

/** `WRONG_PERMISSION_SCOPE`: the permission exists, but for the other scope (team vs project). */
export class PermissionScopeMismatch extends KnownError<{
  permission_id: string;
  expected_scope: PermissionScope;
  actual_scope: PermissionScope | null;
}> {
  static override readonly code = "WRONG_PERMISSION_SCOPE";
  static override readonly status = 404;
  declare readonly errorCode: typeof PermissionScopeMismatch.code;

  constructor(permissionId: string, expectedScope: PermissionScope, actualScope: PermissionScope | null) {
    super(
      PermissionScopeMismatch.status,
      `Permission ${JSON.stringify(permissionId)} not found. (It was found for a different scope ${JSON.stringify(actualScope)}, ` +
        `but scope ${JSON.stringify(expectedScope)} was expected.)`,
      { permission_id: permissionId, expected_scope: expectedScope, actual_scope: actualScope },
    );
  }

  /** The permission the request named. */
  get permissionId(): string {
    return this.details.permission_id;
  }

  /** The scope the endpoint works on. */
  get expectedScope(): PermissionScope {
    return this.details.expected_scope;
  }

  /** The scope the permission was found in, if any. */
  get actualScope(): PermissionScope | null {
    return this.details.actual_scope;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const details = detailsOf(json);
    const permissionId = stringField(details, "permission_id");
    const expected = stringField(details, "expected_scope");
    const actual = details.actual_scope;
    if (permissionId === undefined || expected === undefined || (actual !== null && typeof actual !== "string")) {
      return super.fromJson(json, status);
    }
    return withStatus(new this(permissionId, expected as PermissionScope, actual as PermissionScope | null), status);
  }
}

/** `CONTAINED_PERMISSION_NOT_FOUND`: a permission definition lists a contained permission that does not exist. */
export class ContainedPermissionNotFound extends KnownError<{ permission_id: string }> {
  static override readonly code = "CONTAINED_PERMISSION_NOT_FOUND";
  static override readonly status = 400;
  declare readonly errorCode: typeof ContainedPermissionNotFound.code;

  constructor(permissionId: string) {
    super(
      ContainedPermissionNotFound.status,
      `Contained permission with ID "${permissionId}" not found. Make sure you created it on the dashboard.`,
      { permission_id: permissionId },
    );
  }

  /** The missing contained permission. */
  get permissionId(): string {
    return this.details.permission_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const permissionId = stringField(detailsOf(json), "permission_id");
    return permissionId === undefined ? super.fromJson(json, status) : withStatus(new this(permissionId), status);
  }
}

/** `PERMISSION_ID_ALREADY_EXISTS`: a permission definition with this id exists already. */
export class PermissionIdAlreadyExists extends KnownError<{ permission_id: string }> {
  static override readonly code = "PERMISSION_ID_ALREADY_EXISTS";
  static override readonly status = 400;
  declare readonly errorCode: typeof PermissionIdAlreadyExists.code;

  constructor(permissionId: string) {
    super(
      PermissionIdAlreadyExists.status,
      `Permission with ID "${permissionId}" already exists. Choose a different ID.`,
      { permission_id: permissionId },
    );
  }

  /** The id that is taken. */
  get permissionId(): string {
    return this.details.permission_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const permissionId = stringField(detailsOf(json), "permission_id");
    return permissionId === undefined ? super.fromJson(json, status) : withStatus(new this(permissionId), status);
  }
}

/** `PROJECT_PERMISSION_REQUIRED`: the user lacks a project permission the endpoint needs. */
export class ProjectPermissionRequired extends KnownError<{ user_id: string; permission_id: string }> {
  static override readonly code = "PROJECT_PERMISSION_REQUIRED";
  static override readonly status = 401;
  declare readonly errorCode: typeof ProjectPermissionRequired.code;

  constructor(userId: string, permissionId: string) {
    super(
      ProjectPermissionRequired.status,
      `User ${userId} does not have permission ${permissionId}.`,
      { user_id: userId, permission_id: permissionId },
    );
  }

  /** The user who lacks the permission. */
  get userId(): string {
    return this.details.user_id;
  }

  /** The missing permission. */
  get permissionId(): string {
    return this.details.permission_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const details = detailsOf(json);
    const userId = stringField(details, "user_id");
    const permissionId = stringField(details, "permission_id");
    return userId === undefined || permissionId === undefined
      ? super.fromJson(json, status)
      : withStatus(new this(userId, permissionId), status);
  }
}

/** Details of the two team-permission errors. */
type TeamPermissionDetails = { team_id: string; user_id: string; permission_id: string };

function teamPermissionMessage(teamId: string, userId: string, permissionId: string): string {
  return `User ${userId} does not have permission ${permissionId} in team ${teamId}.`;
}

/** Reads the team-permission details, or `undefined` when a field is missing. */
function teamPermissionArgs(json: KnownErrorJson): [string, string, string] | undefined {
  const details = detailsOf(json);
  const args = [stringField(details, "team_id"), stringField(details, "user_id"), stringField(details, "permission_id")];
  return args.every((arg) => arg !== undefined) ? (args as [string, string, string]) : undefined;
}

/** `TEAM_PERMISSION_REQUIRED`: the user lacks a team permission the endpoint needs. */
export class TeamPermissionRequired extends KnownError<TeamPermissionDetails> {
  static override readonly code = "TEAM_PERMISSION_REQUIRED";
  static override readonly status = 401;
  declare readonly errorCode: typeof TeamPermissionRequired.code;

  constructor(teamId: string, userId: string, permissionId: string) {
    super(
      TeamPermissionRequired.status,
      teamPermissionMessage(teamId, userId, permissionId),
      { team_id: teamId, user_id: userId, permission_id: permissionId },
    );
  }

  /** The team. */
  get teamId(): string {
    return this.details.team_id;
  }

  /** The user who lacks the permission. */
  get userId(): string {
    return this.details.user_id;
  }

  /** The missing permission. */
  get permissionId(): string {
    return this.details.permission_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const args = teamPermissionArgs(json);
    return args === undefined ? super.fromJson(json, status) : withStatus(new this(...args), status);
  }
}

/** `TEAM_PERMISSION_NOT_FOUND`: the user does not hold this team permission (same text as `TEAM_PERMISSION_REQUIRED`). */
export class TeamPermissionNotFound extends KnownError<TeamPermissionDetails> {
  static override readonly code = "TEAM_PERMISSION_NOT_FOUND";
  static override readonly status = 401;
  declare readonly errorCode: typeof TeamPermissionNotFound.code;

  constructor(teamId: string, userId: string, permissionId: string) {
    super(
      TeamPermissionNotFound.status,
      teamPermissionMessage(teamId, userId, permissionId),
      { team_id: teamId, user_id: userId, permission_id: permissionId },
    );
  }

  /** The team. */
  get teamId(): string {
    return this.details.team_id;
  }

  /** The user. */
  get userId(): string {
    return this.details.user_id;
  }

  /** The permission that is not held. */
  get permissionId(): string {
    return this.details.permission_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const args = teamPermissionArgs(json);
    return args === undefined ? super.fromJson(json, status) : withStatus(new this(...args), status);
  }
}

/**
 * Project authentication: the project id, access type and key headers
 * (docs/protocol.md §4.5 and §4.8).
 */
import { KnownError } from "../known-error";
import type { KnownErrorJson } from "../known-error";
import { detailsOf, stringField, withStatus } from "./decode";

/** An `x-stack-access-type` value. */
export type AccessTypeName = "client" | "server" | "admin";

const AUTH_DOCS = "For more information, see the docs on REST API authentication: https://docs.stack-auth.com/rest-api/overview#authentication";

/** Group `PROJECT_AUTHENTICATION_ERROR`: anything wrong with how the request names and authenticates its project. */
export abstract class ProjectAuthenticationError<Details = unknown> extends KnownError<Details> {
  static override readonly code: string = "PROJECT_AUTHENTICATION_ERROR";
}

/** Group `INVALID_PROJECT_AUTHENTICATION`: the project headers were sent but are wrong. */
export abstract class InvalidProjectAuthentication<Details = unknown> extends ProjectAuthenticationError<Details> {
  static override readonly code: string = "INVALID_PROJECT_AUTHENTICATION";
}

/** `PROJECT_KEY_WITHOUT_ACCESS_TYPE`: a key or admin token was sent without `x-stack-access-type`. */
export class ProjectKeyWithoutAccessType extends InvalidProjectAuthentication<undefined> {
  static override readonly code = "PROJECT_KEY_WITHOUT_ACCESS_TYPE";
  static override readonly status = 400;
  declare readonly errorCode: typeof ProjectKeyWithoutAccessType.code;

  constructor() {
    super(
      ProjectKeyWithoutAccessType.status,
      "Either an API key or an admin access token was provided, but the x-stack-access-type header is missing. Set it to 'client', 'server', or 'admin' as appropriate.",
    );
  }
}

/** `INVALID_ACCESS_TYPE`: `x-stack-access-type` is not client, server or admin. The value is only in the message. */
export class InvalidAccessType extends InvalidProjectAuthentication<undefined> {
  static override readonly code = "INVALID_ACCESS_TYPE";
  static override readonly status = 400;
  declare readonly errorCode: typeof InvalidAccessType.code;

  constructor(accessType: string) {
    super(
      InvalidAccessType.status,
      `The x-stack-access-type header must be 'client', 'server', or 'admin', but was '${accessType}'.`,
    );
  }
}

/** `ACCESS_TYPE_WITHOUT_PROJECT_ID`: an access type was sent without `x-stack-project-id`. */
export class AccessTypeWithoutProjectId extends InvalidProjectAuthentication<{ request_type: AccessTypeName }> {
  static override readonly code = "ACCESS_TYPE_WITHOUT_PROJECT_ID";
  static override readonly status = 400;
  declare readonly errorCode: typeof AccessTypeWithoutProjectId.code;

  constructor(accessType: AccessTypeName) {
    super(
      AccessTypeWithoutProjectId.status,
      `The x-stack-access-type header was '${accessType}', but the x-stack-project-id header was not provided.\n\n${AUTH_DOCS}`,
      { request_type: accessType },
    );
  }

  /** The access type the request named. */
  get accessType(): AccessTypeName {
    return this.details.request_type;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const type = stringField(detailsOf(json), "request_type");
    return type === undefined ? super.fromJson(json, status) : withStatus(new this(type as AccessTypeName), status);
  }
}

/** `ACCESS_TYPE_REQUIRED`: the request named a project but no access level. */
export class AccessTypeRequired extends InvalidProjectAuthentication<undefined> {
  static override readonly code = "ACCESS_TYPE_REQUIRED";
  static override readonly status = 400;
  declare readonly errorCode: typeof AccessTypeRequired.code;

  constructor() {
    super(
      AccessTypeRequired.status,
      "You must specify an access level for this Stack project. Make sure project API keys are provided (eg. x-stack-publishable-client-key) " +
        `and you set the x-stack-access-type header to 'client', 'server', or 'admin'.\n\n${AUTH_DOCS}`,
    );
  }
}

/** `INSUFFICIENT_ACCESS_TYPE`: the endpoint needs a higher access type than the request used. */
export class InsufficientAccessType extends InvalidProjectAuthentication<{
  actual_access_type: AccessTypeName;
  allowed_access_types: AccessTypeName[];
}> {
  static override readonly code = "INSUFFICIENT_ACCESS_TYPE";
  static override readonly status = 401;
  declare readonly errorCode: typeof InsufficientAccessType.code;

  constructor(actualAccessType: AccessTypeName, allowedAccessTypes: AccessTypeName[]) {
    const allowed = allowedAccessTypes.map((type) => `'${type}'`).join(" or ");
    super(
      InsufficientAccessType.status,
      `The x-stack-access-type header must be ${allowed}, but was '${actualAccessType}'.`,
      { actual_access_type: actualAccessType, allowed_access_types: allowedAccessTypes },
    );
  }

  /** The access type the request used. */
  get actualAccessType(): AccessTypeName {
    return this.details.actual_access_type;
  }

  /** The access types the endpoint accepts. */
  get allowedAccessTypes(): AccessTypeName[] {
    return this.details.allowed_access_types;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const details = detailsOf(json);
    const actual = stringField(details, "actual_access_type");
    const allowed = details.allowed_access_types;
    if (actual === undefined || !Array.isArray(allowed) || !allowed.every((t) => typeof t === "string")) {
      return super.fromJson(json, status);
    }
    return withStatus(new this(actual as AccessTypeName, allowed as AccessTypeName[]), status);
  }
}

/** Builds the three "key is not valid for the project" messages. */
function invalidKeyMessage(keyName: string, projectId: string): string {
  return `The ${keyName} is not valid for the project ${JSON.stringify(projectId)}. Does the project and/or the key exist?`;
}

/** `INVALID_PUBLISHABLE_CLIENT_KEY`: the publishable client key does not belong to the project (or either does not exist). */
export class InvalidPublishableClientKey extends InvalidProjectAuthentication<{ project_id: string }> {
  static override readonly code = "INVALID_PUBLISHABLE_CLIENT_KEY";
  static override readonly status = 401;
  declare readonly errorCode: typeof InvalidPublishableClientKey.code;

  constructor(projectId: string) {
    super(InvalidPublishableClientKey.status, invalidKeyMessage("publishable key", projectId), { project_id: projectId });
  }

  /** The project the request named. */
  get projectId(): string {
    return this.details.project_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const projectId = stringField(detailsOf(json), "project_id");
    return projectId === undefined ? super.fromJson(json, status) : withStatus(new this(projectId), status);
  }
}

/** `INVALID_SECRET_SERVER_KEY`: the secret server key does not belong to the project. */
export class InvalidSecretServerKey extends InvalidProjectAuthentication<{ project_id: string }> {
  static override readonly code = "INVALID_SECRET_SERVER_KEY";
  static override readonly status = 401;
  declare readonly errorCode: typeof InvalidSecretServerKey.code;

  constructor(projectId: string) {
    super(InvalidSecretServerKey.status, invalidKeyMessage("secret server key", projectId), { project_id: projectId });
  }

  /** The project the request named. */
  get projectId(): string {
    return this.details.project_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const projectId = stringField(detailsOf(json), "project_id");
    return projectId === undefined ? super.fromJson(json, status) : withStatus(new this(projectId), status);
  }
}

/** `INVALID_SUPER_SECRET_ADMIN_KEY`: the super secret admin key does not belong to the project. */
export class InvalidSuperSecretAdminKey extends InvalidProjectAuthentication<{ project_id: string }> {
  static override readonly code = "INVALID_SUPER_SECRET_ADMIN_KEY";
  static override readonly status = 401;
  declare readonly errorCode: typeof InvalidSuperSecretAdminKey.code;

  constructor(projectId: string) {
    super(InvalidSuperSecretAdminKey.status, invalidKeyMessage("super secret admin key", projectId), { project_id: projectId });
  }

  /** The project the request named. */
  get projectId(): string {
    return this.details.project_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const projectId = stringField(detailsOf(json), "project_id");
    return projectId === undefined ? super.fromJson(json, status) : withStatus(new this(projectId), status);
  }
}

/** `EXPECTED_INTERNAL_PROJECT`: the endpoint only serves the internal (dashboard) project. */
export class ExpectedInternalProject extends ProjectAuthenticationError<undefined> {
  static override readonly code = "EXPECTED_INTERNAL_PROJECT";
  static override readonly status = 401;
  declare readonly errorCode: typeof ExpectedInternalProject.code;

  constructor() {
    super(ExpectedInternalProject.status, "The project ID is expected to be internal.");
  }
}

/** `CURRENT_PROJECT_NOT_FOUND` (newer servers): the project of `x-stack-project-id` does not exist. */
export class CurrentProjectNotFound extends KnownError<{ project_id: string }> {
  static override readonly code = "CURRENT_PROJECT_NOT_FOUND";
  static override readonly status = 400;
  declare readonly errorCode: typeof CurrentProjectNotFound.code;

  constructor(projectId: string) {
    super(
      CurrentProjectNotFound.status,
      `The current project with ID ${projectId} was not found. Please check the value of the x-stack-project-id header.`,
      { project_id: projectId },
    );
  }

  /** The project the request named. */
  get projectId(): string {
    return this.details.project_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const projectId = stringField(detailsOf(json), "project_id");
    return projectId === undefined ? super.fromJson(json, status) : withStatus(new this(projectId), status);
  }
}

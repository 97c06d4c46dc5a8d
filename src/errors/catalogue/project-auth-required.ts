/**
 * The deprecated "authentication required" family: the endpoint needs a key the
 * request did not send (docs/protocol.md §4.8). Newer endpoints answer
 * `INSUFFICIENT_ACCESS_TYPE` instead.
 */
import type { KnownError, KnownErrorJson } from "../known-error";
import { detailsOf, withStatus } from "./decode";
import { ProjectAuthenticationError } from "./project-auth";

/** Group `PROJECT_AUTHENTICATION_REQUIRED` (deprecated): a required project key is missing. */
export abstract class ProjectAuthenticationRequired<Details = unknown> extends ProjectAuthenticationError<Details> {
  static override readonly code: string = "PROJECT_AUTHENTICATION_REQUIRED";
}

/** `CLIENT_AUTHENTICATION_REQUIRED`: the publishable client key is missing. */
export class ClientAuthenticationRequired extends ProjectAuthenticationRequired<undefined> {
  static override readonly code = "CLIENT_AUTHENTICATION_REQUIRED";
  static override readonly status = 401;
  declare readonly errorCode: typeof ClientAuthenticationRequired.code;

  constructor() {
    super(ClientAuthenticationRequired.status, "The publishable client key must be provided.");
  }
}

/** `SERVER_AUTHENTICATION_REQUIRED`: the secret server key is missing. */
export class ServerAuthenticationRequired extends ProjectAuthenticationRequired<undefined> {
  static override readonly code = "SERVER_AUTHENTICATION_REQUIRED";
  static override readonly status = 401;
  declare readonly errorCode: typeof ServerAuthenticationRequired.code;

  constructor() {
    super(ServerAuthenticationRequired.status, "The secret server key must be provided.");
  }
}

/** `CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED`: neither a client nor a server key was sent. */
export class ClientOrServerAuthenticationRequired extends ProjectAuthenticationRequired<undefined> {
  static override readonly code = "CLIENT_OR_SERVER_AUTHENTICATION_REQUIRED";
  static override readonly status = 401;
  declare readonly errorCode: typeof ClientOrServerAuthenticationRequired.code;

  constructor() {
    super(ClientOrServerAuthenticationRequired.status, "Either the publishable client key or the secret server key must be provided.");
  }
}

/** `CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED`: neither a client nor an admin key was sent. */
export class ClientOrAdminAuthenticationRequired extends ProjectAuthenticationRequired<undefined> {
  static override readonly code = "CLIENT_OR_ADMIN_AUTHENTICATION_REQUIRED";
  static override readonly status = 401;
  declare readonly errorCode: typeof ClientOrAdminAuthenticationRequired.code;

  constructor() {
    super(
      ClientOrAdminAuthenticationRequired.status,
      "Either the publishable client key or the super secret admin key must be provided.",
    );
  }
}

/** `CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED`: no project key at all was sent. */
export class ClientOrServerOrAdminAuthenticationRequired extends ProjectAuthenticationRequired<undefined> {
  static override readonly code = "CLIENT_OR_SERVER_OR_ADMIN_AUTHENTICATION_REQUIRED";
  static override readonly status = 401;
  declare readonly errorCode: typeof ClientOrServerOrAdminAuthenticationRequired.code;

  constructor() {
    super(
      ClientOrServerOrAdminAuthenticationRequired.status,
      "Either the publishable client key, the secret server key, or the super secret admin key must be provided.",
    );
  }
}

/** `ADMIN_AUTHENTICATION_REQUIRED`: the super secret admin key (or an admin access token) is missing. */
export class AdminAuthenticationRequired extends ProjectAuthenticationRequired<undefined> {
  static override readonly code = "ADMIN_AUTHENTICATION_REQUIRED";
  static override readonly status = 401;
  declare readonly errorCode: typeof AdminAuthenticationRequired.code;

  constructor() {
    super(AdminAuthenticationRequired.status, "The super secret admin key must be provided.");
  }
}

/** `PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT` (newer servers): this project does not allow keyless client access. */
export class PublishableClientKeyRequiredForProject extends ProjectAuthenticationRequired<{ project_id: string | null }> {
  static override readonly code = "PUBLISHABLE_CLIENT_KEY_REQUIRED_FOR_PROJECT";
  static override readonly status = 401;
  declare readonly errorCode: typeof PublishableClientKeyRequiredForProject.code;

  constructor(projectId: string | null) {
    super(
      PublishableClientKeyRequiredForProject.status,
      "Publishable client keys are required for this project. Create one in Project Keys, or disable this requirement there to allow keyless client access.",
      { project_id: projectId },
    );
  }

  /** The project, when the service named it. */
  get projectId(): string | null {
    return this.details.project_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const projectId = detailsOf(json).project_id;
    return typeof projectId === "string" || projectId === null
      ? withStatus(new this(projectId), status)
      : super.fromJson(json, status);
  }
}

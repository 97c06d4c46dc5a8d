/** Projects, branches and project settings (docs/protocol.md §4.8). */
import { KnownError } from "../known-error";
import type { KnownErrorJson } from "../known-error";
import { detailsOf, stringField, withStatus } from "./decode";

/** `PROJECT_NOT_FOUND`: the project does not exist or the current user cannot access it. */
export class ProjectNotFound extends KnownError<{ project_id: string }> {
  static override readonly code = "PROJECT_NOT_FOUND";
  static override readonly status = 404;
  declare readonly errorCode: typeof ProjectNotFound.code;

  constructor(projectId: string) {
    super(
      ProjectNotFound.status,
      `Project ${projectId} not found or is not accessible with the current user.`,
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

/** `BRANCH_DOES_NOT_EXIST`: the branch of `x-stack-branch-id` does not exist. */
export class BranchDoesNotExist extends KnownError<{ branch_id: string }> {
  static override readonly code = "BRANCH_DOES_NOT_EXIST";
  static override readonly status = 400;
  declare readonly errorCode: typeof BranchDoesNotExist.code;

  constructor(branchId: string) {
    super(BranchDoesNotExist.status, `The branch with ID ${branchId} does not exist.`, { branch_id: branchId });
  }

  /** The branch the request named. */
  get branchId(): string {
    return this.details.branch_id;
  }

  static override fromJson(json: KnownErrorJson, status?: number): KnownError {
    const branchId = stringField(detailsOf(json), "branch_id");
    return branchId === undefined ? super.fromJson(json, status) : withStatus(new this(branchId), status);
  }
}

/** `REDIRECT_URL_NOT_WHITELISTED`: a callback or redirect URL is not on the project's trusted domains. */
export class RedirectUrlNotWhitelisted extends KnownError<undefined> {
  static override readonly code = "REDIRECT_URL_NOT_WHITELISTED";
  static override readonly status = 400;
  declare readonly errorCode: typeof RedirectUrlNotWhitelisted.code;

  constructor() {
    super(
      RedirectUrlNotWhitelisted.status,
      "Redirect URL not whitelisted. Did you forget to add this domain to the trusted domains list on the Stack Auth dashboard?",
    );
  }
}

/** `EMAIL_TEMPLATE_ALREADY_EXISTS`: the project already has this e-mail template. */
export class EmailTemplateAlreadyExists extends KnownError<undefined> {
  static override readonly code = "EMAIL_TEMPLATE_ALREADY_EXISTS";
  static override readonly status = 409;
  declare readonly errorCode: typeof EmailTemplateAlreadyExists.code;

  constructor() {
    super(EmailTemplateAlreadyExists.status, "Email template already exists.");
  }
}

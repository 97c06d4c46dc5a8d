/**
 * Projects (protocol/endpoints.md §16), email (§18), metrics and webhooks (§19),
 * connected accounts (§6) and the meta routes (§2).
 */
import { expectErrors } from "../../errors";
import type { KnownErrors } from "../../errors";
import { call, callList, callResult } from "../request";
import type { CallContext } from "../request";
import type { RequestSession } from "../session";
import { apiPath } from "../url";
import type { ConnectedAccountAccessTokenBodyJson, ConnectedAccountAccessTokenJson } from "../wire/auth";
import type { CheckFeatureSupportBodyJson, SuccessJson } from "../wire/common";
import type {
  EmailTemplateJson,
  EmailTemplateType,
  EmailTemplateUpdateBodyJson,
  SendTestEmailBodyJson,
  SendTestEmailResponseJson,
  SentEmailJson,
} from "../wire/emails";
import type { MetricsJson, SvixTokenJson } from "../wire/metrics";
import type { AdminProjectCreateBodyJson, AdminProjectJson, AdminProjectUpdateBodyJson, ProjectJson } from "../wire/projects";

export const CONNECTED_ACCOUNT_ERRORS = expectErrors<[typeof KnownErrors.OAuthConnectionNotConnectedToUser, typeof KnownErrors.OAuthConnectionDoesNotHaveRequiredScope]>("OAUTH_CONNECTION_NOT_CONNECTED_TO_USER", "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE");

/** `GET /projects/current`: the client view for every tier, no user needed. */
export async function getProject(c: CallContext): Promise<ProjectJson> {
  return call(c, { path: "/projects/current" });
}

/** On project `internal`: the projects the signed-in dashboard user manages. */
export async function listOwnedProjects(c: CallContext, session: RequestSession | null): Promise<AdminProjectJson[]> {
  return callList(c, { path: "/internal/projects", session });
}

export async function createOwnedProject(c: CallContext, body: AdminProjectCreateBodyJson, session: RequestSession | null): Promise<AdminProjectJson> {
  return call(c, { method: "POST", path: "/internal/projects", body, session });
}

export async function getAdminProject(c: CallContext): Promise<AdminProjectJson> {
  return call(c, { path: "/internal/projects/current" });
}

export async function updateAdminProject(c: CallContext, body: AdminProjectUpdateBodyJson): Promise<AdminProjectJson> {
  return call(c, { method: "PATCH", path: "/internal/projects/current", body });
}

export async function deleteAdminProject(c: CallContext): Promise<SuccessJson> {
  return call(c, { method: "DELETE", path: "/internal/projects/current" });
}

export async function listEmailTemplates(c: CallContext): Promise<EmailTemplateJson[]> {
  return callList(c, { path: "/email-templates" });
}

export async function getEmailTemplate(c: CallContext, type: EmailTemplateType): Promise<EmailTemplateJson> {
  return call(c, { path: apiPath`/email-templates/${type}` });
}

export async function updateEmailTemplate(c: CallContext, type: EmailTemplateType, body: EmailTemplateUpdateBodyJson): Promise<EmailTemplateJson> {
  return call(c, { method: "PATCH", path: apiPath`/email-templates/${type}`, body });
}

/** `DELETE /email-templates/{type}`: back to the built-in default. */
export async function resetEmailTemplate(c: CallContext, type: EmailTemplateType): Promise<SuccessJson> {
  return call(c, { method: "DELETE", path: apiPath`/email-templates/${type}` });
}

export async function listSentEmails(c: CallContext): Promise<SentEmailJson[]> {
  return callList(c, { path: "/internal/emails" });
}

export async function sendTestEmail(c: CallContext, body: SendTestEmailBodyJson): Promise<SendTestEmailResponseJson> {
  return call(c, { method: "POST", path: "/internal/send-test-email", body });
}

export async function getMetrics(c: CallContext): Promise<MetricsJson> {
  return call(c, { path: "/internal/metrics" });
}

/** The body must be `{}`. */
export async function getSvixToken(c: CallContext): Promise<SvixTokenJson> {
  return call(c, { method: "POST", path: "/webhooks/svix-token", body: {} });
}

/** A provider access token for a linked account; not-linked and missing-scope are Result errors. */
export async function getConnectedAccountAccessToken(
  c: CallContext,
  userId: string,
  providerId: string,
  body: ConnectedAccountAccessTokenBodyJson,
  session: RequestSession | null,
) {
  return callResult<ConnectedAccountAccessTokenJson, typeof CONNECTED_ACCOUNT_ERRORS>(
    c,
    { method: "POST", path: apiPath`/connected-accounts/${userId}/${providerId}/access-token`, body, session },
    CONNECTED_ACCOUNT_ERRORS,
  );
}

/**
 * `POST /check-feature-support`: answers a plain text saying the feature is not
 * supported. The seed SDK sends `name` (the seed server reads `feature_name`).
 */
export async function checkFeatureSupport(c: CallContext, body: CheckFeatureSupportBodyJson): Promise<string> {
  return call(c, { method: "POST", path: "/check-feature-support", body, responseType: "text" });
}

/**
 * Projects (docs/protocol.md §13.16), email (§13.18), metrics and webhooks (§13.19),
 * connected accounts (§13.6) and the meta routes (§13.2).
 */
import { portableInit } from "../portable-init";
import { NetworkError, expectErrors } from "../../errors";
import type { KnownErrors } from "../../errors";
import { parseResponse } from "../parse-response";
import { call, callList, callResult, fetchOnce, unwrap, withRetries } from "../request";
import { isGatewayError } from "../retry";
import { OBJECT, text } from "../shapes";
import { ACCESS_TOKEN, ADMIN_PROJECT, EMAIL_TEMPLATE, METRICS, PROJECT, SENT_EMAIL, SVIX_TOKEN, TEST_EMAIL } from "../area-shapes";
import type { CallContext } from "../request";
import type { RequestSession } from "../session";
import { apiPath, resolveBaseUrl } from "../url";
import type { ConnectedAccountAccessTokenBodyJson, ConnectedAccountAccessTokenJson } from "../wire/auth";
import type { CheckFeatureSupportBodyJson, SuccessJson, HealthJson } from "../wire/common";
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

const CONNECTED_ACCOUNT_ERRORS = expectErrors<[typeof KnownErrors.OAuthConnectionNotConnectedToUser, typeof KnownErrors.OAuthConnectionDoesNotHaveRequiredScope]>("OAUTH_CONNECTION_NOT_CONNECTED_TO_USER", "OAUTH_CONNECTION_DOES_NOT_HAVE_REQUIRED_SCOPE");

/** `GET /projects/current`: the client view for every tier, no user needed. */
export async function getProject(c: CallContext): Promise<ProjectJson> {
  return call(c, { path: "/projects/current", shape: PROJECT });
}

/** On project `internal`: the projects the signed-in dashboard user manages. */
export async function listOwnedProjects(c: CallContext, session: RequestSession | null): Promise<AdminProjectJson[]> {
  return callList(c, { path: "/internal/projects", session, shape: ADMIN_PROJECT });
}

export async function createOwnedProject(c: CallContext, body: AdminProjectCreateBodyJson, session: RequestSession | null): Promise<AdminProjectJson> {
  return call(c, { method: "POST", path: "/internal/projects", body, session, shape: ADMIN_PROJECT });
}

export async function getAdminProject(c: CallContext): Promise<AdminProjectJson> {
  return call(c, { path: "/internal/projects/current", shape: ADMIN_PROJECT });
}

export async function updateAdminProject(c: CallContext, body: AdminProjectUpdateBodyJson): Promise<AdminProjectJson> {
  return call(c, { method: "PATCH", path: "/internal/projects/current", body, shape: ADMIN_PROJECT });
}

export async function deleteAdminProject(c: CallContext): Promise<SuccessJson> {
  return call(c, { method: "DELETE", path: "/internal/projects/current", shape: OBJECT });
}

export async function listEmailTemplates(c: CallContext): Promise<EmailTemplateJson[]> {
  return callList(c, { path: "/email-templates", shape: EMAIL_TEMPLATE });
}

export async function getEmailTemplate(c: CallContext, type: EmailTemplateType): Promise<EmailTemplateJson> {
  return call(c, { path: apiPath`/email-templates/${type}`, shape: EMAIL_TEMPLATE });
}

export async function updateEmailTemplate(c: CallContext, type: EmailTemplateType, body: EmailTemplateUpdateBodyJson): Promise<EmailTemplateJson> {
  return call(c, { method: "PATCH", path: apiPath`/email-templates/${type}`, body, shape: EMAIL_TEMPLATE });
}

/** `DELETE /email-templates/{type}`: back to the built-in default. */
export async function resetEmailTemplate(c: CallContext, type: EmailTemplateType): Promise<SuccessJson> {
  return call(c, { method: "DELETE", path: apiPath`/email-templates/${type}`, shape: OBJECT });
}

export async function listSentEmails(c: CallContext): Promise<SentEmailJson[]> {
  return callList(c, { path: "/internal/emails", shape: SENT_EMAIL });
}

export async function sendTestEmail(c: CallContext, body: SendTestEmailBodyJson): Promise<SendTestEmailResponseJson> {
  return call(c, { method: "POST", path: "/internal/send-test-email", body, shape: TEST_EMAIL });
}

export async function getMetrics(c: CallContext): Promise<MetricsJson> {
  return call(c, { path: "/internal/metrics", shape: METRICS });
}

/** The body must be `{}`. */
export async function getSvixToken(c: CallContext): Promise<SvixTokenJson> {
  return call(c, { method: "POST", path: "/webhooks/svix-token", body: {}, shape: SVIX_TOKEN });
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
    { method: "POST", path: apiPath`/connected-accounts/${userId}/${providerId}/access-token`, body, session, shape: ACCESS_TOKEN },
    CONNECTED_ACCOUNT_ERRORS,
  );
}

/**
 * `POST /check-feature-support`: answers a plain text saying the feature is not
 * supported. The seed SDK sends `name` (the seed server reads `feature_name`).
 */
export async function checkFeatureSupport(c: CallContext, body: CheckFeatureSupportBodyJson): Promise<string> {
  return call(c, { method: "POST", path: "/check-feature-support", body, responseType: "text", shape: text });
}

/** `GET <base>/health` (outside `/api/v1`, no project headers): network diagnostics. */
export async function checkHealth(c: CallContext): Promise<HealthJson> {
  const url = `${resolveBaseUrl(c.options.baseUrl)}/health`;
  const parsed = await withRetries(c.options, { method: "GET", path: "/health", signal: c.signal, retryStatus: isGatewayError }, async (deadline) => {
    const response = await fetchOnce(c.options, url, { method: "GET", ...portableInit() }, deadline);
    return response instanceof NetworkError ? response : parseResponse(response, "json", c.options);
  });
  return unwrap<HealthJson>(parsed, { path: "/health", shape: OBJECT });
}

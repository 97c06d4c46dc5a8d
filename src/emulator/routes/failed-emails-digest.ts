/**
 * `POST /internal/failed-emails-digest` (docs/protocol.md §13.18): the service's daily cron
 * route. It is not called with project keys but with `Authorization: Bearer <cron secret>`
 * (`createEmulator({ cronSecret })`); a wrong one is a plain-text 401 `Unauthorized`, a
 * missing header a SCHEMA_ERROR. It answers the failed emails of the last day by project
 * and, unless `dry_run=true`, mails each project's owners a digest.
 */
import { INTERNAL_PROJECT_ID } from "../../interface/wire/defaults";
import { StatusError } from "../http/errors";
import { json, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { sendFailedEmailsDigest } from "../mail/outbox";
import { failedEmailsOfLastDay } from "../state/failed-emails";
import { findProject } from "../state/projects";

export const failedEmailsDigestRoutes: RouteSpec[] = [
  route({
    method: "POST",
    path: "/internal/failed-emails-digest",
    access: "none",
    headers: { authorization: s.string().defined() },
    query: { dry_run: s.string().oneOf(["true", "false"]) },
    handler({ core, headers, query, baseUrl }) {
      if (headers.get("authorization") !== `Bearer ${core.cronSecret}`) throw new StatusError(401, "Unauthorized");
      const batches = failedEmailsOfLastDay(core);
      const internal = findProject(core, INTERNAL_PROJECT_ID);
      if (query.dry_run !== "true" && internal) {
        for (const batch of batches) {
          // One digest per owner (the service sends one mail to all of them).
          for (const owner of new Set(batch.ownerEmails)) sendFailedEmailsDigest(core, internal, owner, batch, `${baseUrl}/emulator`);
        }
      }
      return json({
        success: true,
        failed_emails_by_tenancy: batches.map((b) => ({
          emails: b.emails,
          tenant_owner_emails: b.ownerEmails,
          project_id: b.projectId,
          tenancy_id: b.tenancyId,
        })),
      });
    },
  }),
];

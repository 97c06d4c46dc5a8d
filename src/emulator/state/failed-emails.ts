/**
 * The failed emails of the last day by project, as `POST /internal/failed-emails-digest`
 * reports them (docs/protocol.md §13.18): each failed email once per owner of its project
 * who has a primary email, beside that owner's address (the service joins the two and
 * does not deduplicate). A project without such an owner is left out.
 */
import { createHash } from "node:crypto";
import { INTERNAL_PROJECT_ID } from "../../interface/wire/defaults";
import type { Core } from "../core";
import { managedProjectIds } from "./projects";
import { primaryEmailChannel, usersOfProject } from "./users";

export type FailedEmailsBatch = {
  projectId: string;
  /** The id of the project's (only) branch, `main`, as the service names it. */
  tenancyId: string;
  emails: { subject: string; to: string[] }[];
  ownerEmails: string[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A stable UUID for a project's `main` branch. The emulator keeps no tenancies; the
 * service's tenancy id is a UUID of its own, which only needs to be the same each time.
 */
export function tenancyIdOf(projectId: string): string {
  const hex = createHash("sha256").update(`tenancy:${projectId}:main`).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The primary emails of the dashboard users who own each project, in sign-up order. */
function ownerEmailsByProject(core: Core): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const user of usersOfProject(core, INTERNAL_PROJECT_ID)) {
    const email = primaryEmailChannel(core, user.id)?.value;
    if (email === undefined) continue;
    for (const projectId of managedProjectIds(user.serverMetadata)) {
      const list = owners.get(projectId) ?? [];
      list.push(email);
      owners.set(projectId, list);
    }
  }
  return owners;
}

/** The batches of emails that failed since a day ago, oldest email first, projects in order of their first failure. */
export function failedEmailsOfLastDay(core: Core): FailedEmailsBatch[] {
  const since = core.clock.now() - DAY_MS;
  const owners = ownerEmailsByProject(core);
  const batches = new Map<string, FailedEmailsBatch>();
  for (const email of core.state.emails) {
    if (email.error === undefined || email.sentAt < since) continue;
    const ownerEmails = owners.get(email.projectId);
    if (!ownerEmails) continue;
    let batch = batches.get(email.projectId);
    if (!batch) {
      batch = { projectId: email.projectId, tenancyId: tenancyIdOf(email.projectId), emails: [], ownerEmails: [] };
      batches.set(email.projectId, batch);
    }
    for (const owner of ownerEmails) {
      batch.emails.push({ subject: email.subject, to: [email.to] });
      batch.ownerEmails.push(owner);
    }
  }
  return [...batches.values()];
}

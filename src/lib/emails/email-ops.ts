/** Email templates, test emails and sent emails (API.md §2.5). Not implemented yet: assigned separately. */
import type { Result } from "../../errors/result";
import type { AdminContext } from "../apps/context";
import type { AdminEmailTemplate, AdminEmailTemplateUpdateOptions, AdminSendTestEmailOptions, AdminSentEmail, EmailTemplateType } from "./email-types";

export function listEmailTemplates(_ctx: AdminContext): Promise<AdminEmailTemplate[]> {
  throw new Error("not implemented: listEmailTemplates");
}
export function useEmailTemplates(_ctx: AdminContext): AdminEmailTemplate[] {
  throw new Error("not implemented: useEmailTemplates");
}
export function updateEmailTemplate(_ctx: AdminContext, _type: EmailTemplateType, _options: AdminEmailTemplateUpdateOptions): Promise<void> {
  throw new Error("not implemented: updateEmailTemplate");
}
export function resetEmailTemplate(_ctx: AdminContext, _type: EmailTemplateType): Promise<void> {
  throw new Error("not implemented: resetEmailTemplate");
}
export function sendTestEmail(_ctx: AdminContext, _options: AdminSendTestEmailOptions): Promise<Result<undefined, { errorMessage: string }>> {
  throw new Error("not implemented: sendTestEmail");
}
export function listSentEmails(_ctx: AdminContext): Promise<AdminSentEmail[]> {
  throw new Error("not implemented: listSentEmails");
}

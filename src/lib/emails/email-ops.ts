/**
 * Email templates, test emails and sent emails (docs/api.md §2.5, §3.10, §5.3). Templates are
 * one cached list refreshed by update / reset; sent emails are not cached.
 */
import { Result } from "../../errors/result";
import type { EmailTemplateJson, SentEmailJson } from "../../interface/wire/emails";
import { via, type CallOptions } from "../core/call-options";
import { CacheKind } from "../core/cache-kinds";
import type { AdminContext } from "../core/context";
import { useEntry } from "../core/hook-bridge";
import type { Json } from "../core/json";
import type { AdminEmailTemplate, AdminEmailTemplateUpdateOptions, AdminSendTestEmailOptions, AdminSentEmail, EmailTemplateType } from "./email-types";

function emailTemplateFromJson(json: EmailTemplateJson): AdminEmailTemplate {
  return Object.freeze({ type: json.type, subject: json.subject, content: json.content as Json, isDefault: json.is_default });
}

function sentEmailFromJson(json: SentEmailJson): AdminSentEmail {
  return Object.freeze({
    id: json.id,
    to: [...json.to],
    subject: json.subject,
    recipient: json.to[0] ?? "",
    sentAt: new Date(json.sent_at_millis),
    error: (json.error ?? null) as Json,
  });
}

function entry(ctx: AdminContext) {
  return ctx.cache.entry<AdminEmailTemplate[]>(CacheKind.emailTemplates, [], async () => (await ctx.iface.listEmailTemplates()).map(emailTemplateFromJson));
}

export function listEmailTemplates(ctx: AdminContext): Promise<AdminEmailTemplate[]> {
  return entry(ctx).load();
}

export function useEmailTemplates(ctx: AdminContext): AdminEmailTemplate[] {
  return useEntry(ctx, "useEmailTemplates", entry(ctx));
}

/** The project must use a custom (standard) email config; the service refuses otherwise. */
export async function updateEmailTemplate(ctx: AdminContext, type: EmailTemplateType, options: AdminEmailTemplateUpdateOptions, callOptions?: CallOptions): Promise<void> {
  await via(ctx, callOptions).updateEmailTemplate(type, {
    ...(options.subject !== undefined ? { subject: options.subject } : {}),
    ...(options.content !== undefined ? { content: options.content } : {}),
  });
  await entry(ctx).invalidate();
}

export async function resetEmailTemplate(ctx: AdminContext, type: EmailTemplateType, callOptions?: CallOptions): Promise<void> {
  await via(ctx, callOptions).resetEmailTemplate(type);
  await entry(ctx).invalidate();
}

/** A failed SMTP test is a Result error `{ errorMessage }`, not a known error. */
export async function sendTestEmail(ctx: AdminContext, options: AdminSendTestEmailOptions, callOptions?: CallOptions): Promise<Result<undefined, { errorMessage: string }>> {
  const c = options.emailConfig;
  const json = await via(ctx, callOptions).sendTestEmail({
    recipient_email: options.recipientEmail,
    email_config: { host: c.host, port: c.port, username: c.username, password: c.password, sender_name: c.senderName, sender_email: c.senderEmail },
  });
  return json.success ? Result.ok(undefined) : Result.error({ errorMessage: json.error_message ?? "Unknown error while sending test email." });
}

/** Uncached: the last 100 sent emails, newest first. */
export async function listSentEmails(ctx: AdminContext, callOptions?: CallOptions): Promise<AdminSentEmail[]> {
  return (await via(ctx, callOptions).listSentEmails()).map(sentEmailFromJson);
}

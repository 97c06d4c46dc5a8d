/** Email templates and sent emails (docs/api.md §2.5, §3.10). */
import type { Json } from "../core/json";

export type EmailTemplateType = "email_verification" | "password_reset" | "magic_link" | "team_invitation";

export type AdminEmailTemplate = {
  readonly type: EmailTemplateType;
  readonly subject: string;
  /** The template editor's JSON document. */
  readonly content: Json;
  readonly isDefault: boolean;
};

export type AdminEmailTemplateUpdateOptions = { subject?: string; content?: Json };

export type AdminSentEmail = {
  readonly id: string;
  readonly to: string[];
  readonly subject: string;
  /** The first of `to`. */
  readonly recipient: string;
  readonly sentAt: Date;
  readonly error: Json | null;
};

export type AdminSendTestEmailOptions = {
  recipientEmail: string;
  emailConfig: { host: string; port: number; username: string; password: string; senderEmail: string; senderName: string };
};

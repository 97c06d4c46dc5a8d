/**
 * Email templates, sent emails and the test email (docs/protocol.md §13.18). Types only.
 */
import type { JsonValue } from "./common";

export type EmailTemplateType = "email_verification" | "password_reset" | "magic_link" | "team_invitation";

export type EmailTemplateJson = {
  type: EmailTemplateType;
  subject: string;
  /** The email editor's JSON document. */
  content: JsonValue;
  is_default: boolean;
};

/** `PATCH /email-templates/{type}` body. */
export type EmailTemplateUpdateBodyJson = { content?: JsonValue; subject?: string };

/** One item of `GET /internal/emails` (the last 100, newest first). */
export type SentEmailJson = {
  id: string;
  subject: string;
  sent_at_millis: number;
  to: string[];
  sender_config: {
    type: "shared" | "standard";
    host?: string | undefined;
    port?: number | undefined;
    username?: string | undefined;
    sender_name?: string | undefined;
    sender_email?: string | undefined;
  };
  error: JsonValue;
};

/** `POST /internal/send-test-email` body (all required). */
export type SendTestEmailBodyJson = {
  recipient_email: string;
  email_config: {
    host: string;
    port: number;
    username: string;
    password: string;
    sender_name: string;
    sender_email: string;
  };
};

/** `POST /internal/send-test-email` answer. */
export type SendTestEmailResponseJson = { success: boolean; error_message?: string };

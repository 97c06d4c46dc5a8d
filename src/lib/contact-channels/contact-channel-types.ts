/** Contact channels (docs/api.md §3.6): the email addresses of a user. Methods that do I/O take `{ signal }`. */
import type { CallOptions } from "../core/call-options";

export type ContactChannelCreateOptions = { type: "email"; value: string; usedForAuth: boolean; isPrimary?: boolean };
export type ServerContactChannelCreateOptions = ContactChannelCreateOptions & { isVerified?: boolean };
export type ContactChannelUpdateOptions = { value?: string; usedForAuth?: boolean; isPrimary?: boolean };
export type ServerContactChannelUpdateOptions = ContactChannelUpdateOptions & { isVerified?: boolean };

export type ContactChannel = {
  readonly id: string;
  readonly value: string;
  readonly type: "email";
  readonly isPrimary: boolean;
  readonly isVerified: boolean;
  /** Whether this address can sign in (password reset, magic link). */
  readonly usedForAuth: boolean;
  sendVerificationEmail(options?: { callbackUrl?: string } & CallOptions): Promise<void>;
  update(options: ContactChannelUpdateOptions & CallOptions): Promise<void>;
  delete(options?: CallOptions): Promise<void>;
};

export type ServerContactChannel = Omit<ContactChannel, "update"> & {
  update(options: ServerContactChannelUpdateOptions & CallOptions): Promise<void>;
};

/** Contact channels (docs/api.md §3.6): the email addresses of a user. */

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
  sendVerificationEmail(options?: { callbackUrl?: string }): Promise<void>;
  update(options: ContactChannelUpdateOptions): Promise<void>;
  delete(): Promise<void>;
};

export type ServerContactChannel = Omit<ContactChannel, "update"> & {
  update(options: ServerContactChannelUpdateOptions): Promise<void>;
};

/**
 * Contact channels (docs/protocol.md §13.10). Types only.
 */

export type ContactChannelJson = {
  user_id: string;
  id: string;
  value: string;
  type: "email";
  used_for_auth: boolean;
  is_verified: boolean;
  is_primary: boolean;
};

/** `POST /contact-channels` body, client. `user_id` is `"me"` for the caller. */
export type ContactChannelCreateBodyJson = {
  user_id: string;
  value: string;
  type: "email";
  used_for_auth: boolean;
  is_primary?: boolean | undefined;
};

/** `POST /contact-channels` body, server (may set `is_verified`). */
export type ServerContactChannelCreateBodyJson = ContactChannelCreateBodyJson & { is_verified?: boolean };

/** `PATCH /contact-channels/{user_id}/{id}` body, client. */
export type ContactChannelUpdateBodyJson = {
  value?: string | undefined;
  type?: "email" | undefined;
  used_for_auth?: boolean | undefined;
  is_primary?: boolean | undefined;
};

/** `PATCH /contact-channels/{user_id}/{id}` body, server. */
export type ServerContactChannelUpdateBodyJson = ContactChannelUpdateBodyJson & { is_verified?: boolean };

/** `GET /contact-channels` query. */
export type ContactChannelListQueryJson = { user_id?: string; contact_channel_id?: string };

/** `POST /contact-channels/{user_id}/{id}/send-verification-code` body. */
export type ContactChannelSendVerificationBodyJson = { callback_url: string };

/** Legacy `POST /contact-channels/send-verification-code` body. */
export type LegacySendVerificationEmailBodyJson = { email: string; callback_url: string };

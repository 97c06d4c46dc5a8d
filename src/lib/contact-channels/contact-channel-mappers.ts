/**
 * Contact channels between the wire and the domain (docs/api.md §3.6): the objects and the
 * request bodies. The methods are given by the ops module, which knows the tier.
 */
import type { CallOptions } from "../core/call-options";
import type { ContactChannelJson, ServerContactChannelCreateBodyJson, ServerContactChannelUpdateBodyJson } from "../../interface/wire/contact-channels";
import type {
  ContactChannel,
  ServerContactChannel,
  ServerContactChannelCreateOptions,
  ServerContactChannelUpdateOptions,
} from "./contact-channel-types";

export type ChannelMethods<U> = {
  sendVerificationEmail(options?: { callbackUrl?: string } & CallOptions): Promise<void>;
  update(options: U & CallOptions): Promise<void>;
  delete(options?: CallOptions): Promise<void>;
};

export function contactChannelFromJson(json: ContactChannelJson, methods: ChannelMethods<ServerContactChannelUpdateOptions>): ContactChannel & ServerContactChannel {
  return Object.freeze({
    id: json.id,
    value: json.value,
    type: json.type,
    isPrimary: json.is_primary,
    isVerified: json.is_verified,
    usedForAuth: json.used_for_auth,
    ...methods,
  });
}

/** The create body without `user_id`; `isVerified` is only sent when given (server tier). */
export function contactChannelCreateToJson(options: ServerContactChannelCreateOptions): Omit<ServerContactChannelCreateBodyJson, "user_id"> {
  if (options?.type !== "email") throw new TypeError('createContactChannel: type must be "email".');
  if (typeof options.value !== "string") throw new TypeError("createContactChannel: value must be a string.");
  if (typeof options.usedForAuth !== "boolean") throw new TypeError("createContactChannel: usedForAuth must be a boolean.");
  return {
    type: "email",
    value: options.value,
    used_for_auth: options.usedForAuth,
    ...(options.isPrimary !== undefined ? { is_primary: options.isPrimary } : {}),
    ...(options.isVerified !== undefined ? { is_verified: options.isVerified } : {}),
  };
}

export function contactChannelUpdateToJson(options: ServerContactChannelUpdateOptions): ServerContactChannelUpdateBodyJson {
  return {
    ...(options.value !== undefined ? { value: options.value } : {}),
    ...(options.usedForAuth !== undefined ? { used_for_auth: options.usedForAuth } : {}),
    ...(options.isPrimary !== undefined ? { is_primary: options.isPrimary } : {}),
    ...(options.isVerified !== undefined ? { is_verified: options.isVerified } : {}),
  };
}

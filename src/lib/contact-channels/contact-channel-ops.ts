/**
 * Contact channels (docs/api.md §3.3, §3.4, §3.6, §5). Client entries are keyed by session,
 * server entries by user id. Every create / update / delete refreshes the channel list
 * and the user objects too, because `primaryEmail` / `primaryEmailVerified` follow the
 * primary channel (the gap docs/api.md §5.4 names for the client).
 */
import { hasErrorCode } from "../../errors/expected";
import { CacheKind, USER_KINDS } from "../core/cache-kinds";
import { abortable, loadFor, via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext, ServerContext } from "../core/context";
import { sessionEntry } from "../core/session-access";
import { useEntry } from "../core/hook-bridge";
import type { Session } from "../session/session";
import { absoluteCallbackUrl } from "../urls/callback-urls";
import { refreshCurrentUser } from "../users/current-user-cache";
import { contactChannelCreateToJson, contactChannelFromJson, contactChannelUpdateToJson } from "./contact-channel-mappers";
import type {
  ContactChannel,
  ContactChannelCreateOptions,
  ServerContactChannel,
  ServerContactChannelCreateOptions,
} from "./contact-channel-types";
import type { ContactChannelJson } from "../../interface/wire/contact-channels";

function callbackUrlOf(ctx: ClientContext, options: { callbackUrl?: string } | undefined): string {
  return absoluteCallbackUrl(options?.callbackUrl ?? ctx.urls.emailVerification, "callbackUrl");
}

// --- client tier -------------------------------------------------------------------------

/** Refreshes the session's channel list (used by `app.verifyEmail` too). */
export async function refreshContactChannels(ctx: ClientContext, session: Session): Promise<void> {
  await entry(ctx, session).invalidate();
}

async function afterClientChange(ctx: ClientContext, session: Session): Promise<void> {
  await Promise.all([refreshContactChannels(ctx, session), refreshCurrentUser(ctx, session)]);
}

const isAlreadyVerified = (error: unknown) => hasErrorCode(error, "EMAIL_ALREADY_VERIFIED");

function clientChannel(ctx: ClientContext, session: Session, json: ContactChannelJson): ContactChannel {
  return contactChannelFromJson(json, {
    async sendVerificationEmail(options) {
      // An address that is already verified needs no mail: the call is done (the service's
      // EmailAlreadyVerified is one of the errors the SDK handles, not a failure).
      const result = await via(ctx, options).sendContactChannelVerificationCode(json.id, callbackUrlOf(ctx, options), session);
      if (result.status === "error" && !isAlreadyVerified(result.error)) throw result.error;
    },
    async update(options) {
      await via(ctx, options).updateContactChannel(json.id, contactChannelUpdateToJson(options), session);
      await abortable(afterClientChange(ctx, session), options);
    },
    async delete(options) {
      await via(ctx, options).deleteContactChannel(json.id, session);
      await abortable(afterClientChange(ctx, session), options);
    },
  });
}

function entry(ctx: ClientContext, session: Session) {
  return sessionEntry<ContactChannel[]>(ctx, CacheKind.contactChannels, session, [], async (signal) =>
    (await ctx.iface.withSignal(signal).listContactChannels(session)).map((json) => clientChannel(ctx, session, json)), []);
}

export function listContactChannels(ctx: ClientContext, session: Session, options?: CallOptions): Promise<ContactChannel[]> {
  return loadFor(entry(ctx, session), options);
}

export function useContactChannels(ctx: ClientContext, session: Session): ContactChannel[] {
  return useEntry(ctx, "useContactChannels", entry(ctx, session));
}

export async function createContactChannel(ctx: ClientContext, session: Session, options: ContactChannelCreateOptions & CallOptions): Promise<ContactChannel> {
  const { is_verified: _ignored, ...body } = contactChannelCreateToJson(options);
  const json = await via(ctx, options).createContactChannel(body, session);
  await abortable(afterClientChange(ctx, session), options);
  return clientChannel(ctx, session, json);
}

// --- server tier -------------------------------------------------------------------------

async function afterServerChange(ctx: ServerContext, userId: string): Promise<void> {
  await Promise.all([
    ctx.cache.invalidateWhere((kind, args) => kind === CacheKind.serverContactChannels && args[0] === userId),
    ctx.cache.invalidateWhere((kind) => USER_KINDS.includes(kind)), // `primaryEmail` follows the primary channel
  ]);
}

function serverChannel(ctx: ServerContext, userId: string, json: ContactChannelJson): ServerContactChannel {
  return contactChannelFromJson(json, {
    async sendVerificationEmail(options) {
      const result = await via(ctx, options).sendServerContactChannelVerificationCode(userId, json.id, { callback_url: callbackUrlOf(ctx, options) });
      if (result.status === "error" && !isAlreadyVerified(result.error)) throw result.error;
    },
    async update(options) {
      await via(ctx, options).updateServerContactChannel(userId, json.id, contactChannelUpdateToJson(options));
      await abortable(afterServerChange(ctx, userId), options);
    },
    async delete(options) {
      await via(ctx, options).deleteServerContactChannel(userId, json.id);
      await abortable(afterServerChange(ctx, userId), options);
    },
  });
}

function serverEntry(ctx: ServerContext, userId: string) {
  return ctx.cache.entry<ServerContactChannel[]>(CacheKind.serverContactChannels, [userId], async (signal) =>
    (await ctx.iface.withSignal(signal).listServerContactChannels(userId)).map((json) => serverChannel(ctx, userId, json)));
}

export function listServerContactChannels(ctx: ServerContext, userId: string, options?: CallOptions): Promise<ServerContactChannel[]> {
  return loadFor(serverEntry(ctx, userId), options);
}

export function useServerContactChannels(ctx: ServerContext, userId: string): ServerContactChannel[] {
  return useEntry(ctx, "useContactChannels", serverEntry(ctx, userId));
}

export async function createServerContactChannel(ctx: ServerContext, userId: string, options: ServerContactChannelCreateOptions & CallOptions): Promise<ServerContactChannel> {
  const json = await via(ctx, options).createServerContactChannel({ user_id: userId, ...contactChannelCreateToJson(options) });
  await abortable(afterServerChange(ctx, userId), options);
  return serverChannel(ctx, userId, json);
}

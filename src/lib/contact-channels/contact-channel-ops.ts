/**
 * Contact channels (docs/api.md §3.3, §3.4, §3.6, §5). Client entries are keyed by session,
 * server entries by user id. Every create / update / delete refreshes the channel list
 * and the user objects too, because `primaryEmail` / `primaryEmailVerified` follow the
 * primary channel (the gap docs/api.md §5.4 names for the client).
 */
import { hasErrorCode } from "../../errors/expected";
import { CacheKind, USER_KINDS } from "../core/cache-kinds";
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
      const result = await ctx.iface.sendContactChannelVerificationCode(json.id, callbackUrlOf(ctx, options), session);
      if (result.status === "error" && !isAlreadyVerified(result.error)) throw result.error;
    },
    async update(options) {
      await ctx.iface.updateContactChannel(json.id, contactChannelUpdateToJson(options), session);
      await afterClientChange(ctx, session);
    },
    async delete() {
      await ctx.iface.deleteContactChannel(json.id, session);
      await afterClientChange(ctx, session);
    },
  });
}

function entry(ctx: ClientContext, session: Session) {
  return sessionEntry<ContactChannel[]>(ctx, CacheKind.contactChannels, session, [], async () =>
    (await ctx.iface.listContactChannels(session)).map((json) => clientChannel(ctx, session, json)), []);
}

export function listContactChannels(ctx: ClientContext, session: Session): Promise<ContactChannel[]> {
  return entry(ctx, session).load();
}

export function useContactChannels(ctx: ClientContext, session: Session): ContactChannel[] {
  return useEntry(ctx, "useContactChannels", entry(ctx, session));
}

export async function createContactChannel(ctx: ClientContext, session: Session, options: ContactChannelCreateOptions): Promise<ContactChannel> {
  const { is_verified: _ignored, ...body } = contactChannelCreateToJson(options);
  const json = await ctx.iface.createContactChannel(body, session);
  await afterClientChange(ctx, session);
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
      const result = await ctx.iface.sendServerContactChannelVerificationCode(userId, json.id, { callback_url: callbackUrlOf(ctx, options) });
      if (result.status === "error" && !isAlreadyVerified(result.error)) throw result.error;
    },
    async update(options) {
      await ctx.iface.updateServerContactChannel(userId, json.id, contactChannelUpdateToJson(options));
      await afterServerChange(ctx, userId);
    },
    async delete() {
      await ctx.iface.deleteServerContactChannel(userId, json.id);
      await afterServerChange(ctx, userId);
    },
  });
}

function serverEntry(ctx: ServerContext, userId: string) {
  return ctx.cache.entry<ServerContactChannel[]>(CacheKind.serverContactChannels, [userId], async () =>
    (await ctx.iface.listServerContactChannels(userId)).map((json) => serverChannel(ctx, userId, json)));
}

export function listServerContactChannels(ctx: ServerContext, userId: string): Promise<ServerContactChannel[]> {
  return serverEntry(ctx, userId).load();
}

export function useServerContactChannels(ctx: ServerContext, userId: string): ServerContactChannel[] {
  return useEntry(ctx, "useContactChannels", serverEntry(ctx, userId));
}

export async function createServerContactChannel(ctx: ServerContext, userId: string, options: ServerContactChannelCreateOptions): Promise<ServerContactChannel> {
  const json = await ctx.iface.createServerContactChannel({ user_id: userId, ...contactChannelCreateToJson(options) });
  await afterServerChange(ctx, userId);
  return serverChannel(ctx, userId, json);
}

/**
 * Contact channels (API.md §3.3, §3.6). Not implemented yet: assigned separately.
 * Mutations must also refresh the current user (primaryEmail, API.md §5.4).
 */
import type { ClientContext, ServerContext } from "../apps/context";
import type { Session } from "../session/session";
import type {
  ContactChannel,
  ContactChannelCreateOptions,
  ServerContactChannel,
  ServerContactChannelCreateOptions,
} from "./contact-channel-types";

export function listContactChannels(_ctx: ClientContext, _session: Session): Promise<ContactChannel[]> {
  throw new Error("not implemented: listContactChannels");
}
export function useContactChannels(_ctx: ClientContext, _session: Session): ContactChannel[] {
  throw new Error("not implemented: useContactChannels");
}
export function createContactChannel(_ctx: ClientContext, _session: Session, _options: ContactChannelCreateOptions): Promise<ContactChannel> {
  throw new Error("not implemented: createContactChannel");
}
export function listServerContactChannels(_ctx: ServerContext, _userId: string): Promise<ServerContactChannel[]> {
  throw new Error("not implemented: listServerContactChannels");
}
export function useServerContactChannels(_ctx: ServerContext, _userId: string): ServerContactChannel[] {
  throw new Error("not implemented: useServerContactChannels");
}
export function createServerContactChannel(_ctx: ServerContext, _userId: string, _options: ServerContactChannelCreateOptions): Promise<ServerContactChannel> {
  throw new Error("not implemented: createServerContactChannel");
}

/** Refreshes the contact-channel entries of a user (used by `app.verifyEmail`). No entries exist until the area lands. */
export async function refreshContactChannels(ctx: ClientContext, session: Session): Promise<void> {
  await ctx.cache.invalidateWhere((kind, args) => kind === "contact-channels" && args[0] === session.key);
}

/**
 * Contact-channel rules shared by the routes: creation order, the single primary channel,
 * sign-in uniqueness, and the verification code and email.
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import { StatusError } from "../http/errors";
import { sendVerificationEmail } from "../mail/outbox";
import { createCode } from "./codes";
import { newId } from "./ids";
import { indexesOf } from "./indexes";
import { get, insert, remove, update } from "./store";
import type { ContactChannelRecord, ProjectRecord } from "./types";
import { channelsOfUser, findAuthChannel, findUser } from "./users";

/** The verification-code type of email verification (also used by password sign-up). */
export const CONTACT_CHANNEL_VERIFICATION_CODE = "contact_channel_verification";

const byCreation = (a: ContactChannelRecord, b: ContactChannelRecord) => a.createdAtMillis - b.createdAtMillis;

/** A user's channels in creation order (insertion order breaks ties of equal times). */
export function channelsInOrder(core: Core, userId: string): ContactChannelRecord[] {
  return channelsOfUser(core, userId).sort(byCreation);
}

/** A project's channels in creation order. */
export function channelsOfProject(core: Core, projectId: string): ContactChannelRecord[] {
  return [...indexesOf(core).channelsByProject.get(projectId)].map((id) => get(core, "contactChannels", id)!).sort(byCreation);
}

export function findChannel(core: Core, userId: string, channelId: string): ContactChannelRecord | undefined {
  const channel = get(core, "contactChannels", channelId);
  return channel && channel.userId === userId ? channel : undefined;
}

/**
 * CONTACT_CHANNEL_ALREADY_USED_FOR_AUTH_BY_SOMEONE_ELSE when another user signs in with
 * this value. Creation names the value in the message; updates do not (as recorded).
 */
export function requireFreeForAuth(core: Core, projectId: string, userId: string, value: string, nameValue: boolean): void {
  const owner = findAuthChannel(core, projectId, value);
  if (owner && owner.userId !== userId) throw new KnownErrors.ContactChannelAlreadyUsedForAuthBySomeoneElse("email", nameValue ? value : null);
}

/** Makes `channel` the only primary channel of its user. */
export function makePrimary(core: Core, channel: ContactChannelRecord): void {
  for (const other of channelsOfUser(core, channel.userId)) {
    const isPrimary = other.id === channel.id;
    if (other.isPrimary !== isPrimary) update(core, "contactChannels", other, { isPrimary });
  }
}

export type NewChannelFields = { value: string; usedForAuth: boolean; isPrimary: boolean; isVerified: boolean };

export function createChannel(core: Core, projectId: string, userId: string, fields: NewChannelFields): ContactChannelRecord {
  if (fields.usedForAuth) requireFreeForAuth(core, projectId, userId, fields.value, true);
  if (channelsOfUser(core, userId).some((c) => c.type === "email" && c.value === fields.value)) {
    throw new StatusError(400, "Contact channel already exists");
  }
  const channel = insert(core, "contactChannels", {
    id: newId(),
    projectId,
    userId,
    type: "email",
    value: fields.value,
    isPrimary: false,
    isVerified: fields.isVerified,
    usedForAuth: fields.usedForAuth,
    createdAtMillis: core.clock.now(),
  });
  if (fields.isPrimary) makePrimary(core, channel);
  return channel;
}

export function updateChannel(core: Core, channel: ContactChannelRecord, changes: Partial<ContactChannelRecord>): ContactChannelRecord {
  return update(core, "contactChannels", channel, changes);
}

export function deleteChannel(core: Core, channel: ContactChannelRecord): void {
  remove(core, "contactChannels", channel);
}

/** Creates a verification code for the channel and mails `<callbackUrl>?code=<code>` to it. */
export function sendChannelVerification(core: Core, project: ProjectRecord, channel: ContactChannelRecord, callbackUrl: string): void {
  const code = createCode(core, project.id, CONTACT_CHANNEL_VERIFICATION_CODE, {
    user_id: channel.userId,
    contact_channel_id: channel.id,
    email: channel.value,
  });
  const displayName = findUser(core, project.id, channel.userId)?.displayName ?? null;
  sendVerificationEmail(core, project, { email: channel.value, displayName }, callbackUrl, code.code);
}

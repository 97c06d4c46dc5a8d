/**
 * Contact channels (docs/protocol.md §13.10): CRUD for the user's email addresses, their
 * verification emails and codes. Clients only reach their own user; the texts of the
 * 4xx answers differ per route (and in their trailing periods) exactly as recorded.
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import { StatusError } from "../http/errors";
import { CLIENT_AND_UP, byTier, json, route, success, type RequestAuth, type RouteSpec } from "../http/route";
import { s, type Out } from "../http/schema";
import { redeemCode } from "../state/codes";
import {
  CONTACT_CHANNEL_VERIFICATION_CODE,
  channelsInOrder,
  channelsOfProject,
  deleteChannel,
  updateChannel,
  createChannel,
  findChannel,
  makePrimary,
  requireFreeForAuth,
  sendChannelVerification,
} from "../state/contact-channels";
import { isTrustedUrl } from "../state/trusted-urls";
import type { ContactChannelRecord } from "../state/types";
import { channelsOfUser, findUser, primaryEmailChannel } from "../state/users";
import { contactChannelView } from "../views/contact-channels";
import { checkCodeRoute, codeBody, ownUserId, requireAuth } from "./common";

type Verb = "create" | "list" | "read" | "update" | "delete";

/** A client may only touch its own user's channels: 403 `Client can only <verb> contact channels for their own user.` */
function requireOwnUser(auth: RequestAuth, userId: string | undefined, verb: Verb): void {
  if (auth.type !== "client") return;
  if (!auth.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
  if (userId !== auth.user.id) throw new StatusError(403, `Client can only ${verb} contact channels for their own user.`);
}

/** The caller's channel `contact_channel_id` of user `user_id` (`me` allowed), or undefined; clients only reach their own. */
function channelOf(core: Core, auth: RequestAuth, params: { user_id: string; contact_channel_id: string }, verb: Verb): ContactChannelRecord | undefined {
  const userId = ownUserId(auth, params.user_id);
  requireOwnUser(auth, userId, verb);
  const channel = findChannel(core, userId, params.contact_channel_id);
  return channel && channel.projectId === auth.project.id ? channel : undefined;
}

function requireUser(core: Core, auth: RequestAuth, userId: string): void {
  if (!findUser(core, auth.project.id, userId)) throw new KnownErrors.UserIdDoesNotExist(userId);
}

/** The value must be an email when the type is (or stays) `email`. */
function emailProblem(v: Record<string, unknown>, p: string): string | null {
  if (typeof v.value !== "string" || (v.type !== undefined && v.type !== "email")) return null;
  const problems: string[] = [];
  s.email().run(v.value, `${p}.value`, problems);
  return problems[0] ?? null;
}

const createFields = {
  user_id: s.userId().defined(),
  value: s.string().defined(),
  type: s.string().defined().oneOf(["email"]),
  used_for_auth: s.boolean().defined(),
  is_primary: s.boolean(),
};
const updateFields = { value: s.string(), type: s.string().oneOf(["email"]), used_for_auth: s.boolean(), is_primary: s.boolean() };
/** Only servers may say whether a channel is verified. */
const verified = { is_verified: s.boolean() };

const createBody = byTier(
  s.object(createFields).test(emailProblem).defined(),
  s.object({ ...createFields, ...verified }).test(emailProblem).defined(),
);
const updateBody = byTier(
  s.object(updateFields).test(emailProblem).defined(),
  s.object({ ...updateFields, ...verified }).test(emailProblem).defined(),
);
type ChannelUpdate = Out<ReturnType<typeof updateBody>>;

const channelParams = { user_id: s.userId().defined(), contact_channel_id: s.uuid().defined() };
const callbackBody = s.object({ callback_url: s.url().defined() }).defined();

function applyUpdate(core: Core, auth: RequestAuth, channel: ContactChannelRecord, body: ChannelUpdate): void {
  const value = body.value ?? channel.value;
  const usedForAuth = body.used_for_auth ?? channel.usedForAuth;
  if (usedForAuth && (value !== channel.value || !channel.usedForAuth)) requireFreeForAuth(core, auth.project.id, channel.userId, value, false);
  if (value !== channel.value && channelsOfUser(core, channel.userId).some((c) => c.id !== channel.id && c.value === value)) {
    throw new StatusError(400, "Contact channel already exists");
  }
  // A changed address is no longer verified (unless the server says it is).
  const isVerified = body.is_verified ?? (value !== channel.value ? false : channel.isVerified);
  updateChannel(core, channel, { value, usedForAuth, isVerified, ...(body.is_primary === false ? { isPrimary: false } : {}) });
  if (body.is_primary === true) makePrimary(core, channel);
}

export const contactChannelRoutes: RouteSpec[] = [
  route({
    method: "POST",
    path: "/contact-channels",
    access: CLIENT_AND_UP,
    body: createBody,
    handler({ core, auth, body }) {
      const a = requireAuth(auth);
      const userId = ownUserId(a, body.user_id);
      requireOwnUser(a, userId, "create");
      requireUser(core, a, userId);
      const channel = createChannel(core, a.project.id, userId, {
        value: body.value,
        usedForAuth: body.used_for_auth,
        isPrimary: body.is_primary ?? false,
        isVerified: body.is_verified ?? false,
      });
      return json(contactChannelView(channel), 201);
    },
  }),
  route({
    method: "GET",
    path: "/contact-channels",
    access: CLIENT_AND_UP,
    query: { user_id: s.userId(), contact_channel_id: s.uuid() },
    handler({ core, auth, query }) {
      const a = requireAuth(auth);
      const userId = query.user_id === undefined ? undefined : ownUserId(a, query.user_id);
      requireOwnUser(a, userId, "list");
      const channels = userId !== undefined
        ? channelsInOrder(core, userId).filter((c) => c.projectId === a.project.id)
        : channelsOfProject(core, a.project.id);
      const items = channels.filter((c) => query.contact_channel_id === undefined || c.id === query.contact_channel_id);
      return json({ items: items.map(contactChannelView), is_paginated: false });
    },
  }),
  route({
    method: "POST",
    path: "/contact-channels/send-verification-code",
    access: CLIENT_AND_UP,
    user: true,
    body: s.object({ email: s.strictEmail().defined(), callback_url: s.url().defined() }).defined(),
    handler({ core, auth, body }) {
      // Legacy route of the seed SDK's user.sendVerificationEmail: the primary email only.
      const a = requireAuth(auth);
      const primary = primaryEmailChannel(core, a.user!.id);
      if (!primary || primary.value !== body.email) throw new KnownErrors.EmailIsNotPrimaryEmail(body.email, primary?.value ?? null);
      if (primary.isVerified) throw new KnownErrors.EmailAlreadyVerified();
      if (!isTrustedUrl(a.project, body.callback_url)) throw new KnownErrors.RedirectUrlNotWhitelisted();
      sendChannelVerification(core, a.project, primary, body.callback_url);
      return success();
    },
  }),
  route({
    method: "POST",
    path: "/contact-channels/verify",
    access: CLIENT_AND_UP,
    body: codeBody,
    handler({ core, auth, body }) {
      const a = requireAuth(auth);
      // The code is burnt before the channel lookup (docs/protocol.md §4.7).
      const code = redeemCode(core, a.project.id, CONTACT_CHANNEL_VERIFICATION_CODE, body.code, { consume: true });
      const userId = code.data.user_id;
      const channel = channelsOfUser(core, userId).find((c) => c.type === "email" && c.value === code.data.email);
      if (!channel) throw new StatusError(400, "Contact channel not found. Was your contact channel deleted?");
      updateChannel(core, channel, { isVerified: true });
      return success();
    },
  }),
  checkCodeRoute("/contact-channels/verify/check-code", CONTACT_CHANNEL_VERIFICATION_CODE),
  route({
    method: "GET",
    path: "/contact-channels/:user_id/:contact_channel_id",
    access: CLIENT_AND_UP,
    params: channelParams,
    handler({ core, auth, params }) {
      const channel = channelOf(core, requireAuth(auth), params, "read");
      if (!channel) throw new StatusError(404, "Contact channel not found.");
      return json(contactChannelView(channel));
    },
  }),
  route({
    method: "PATCH",
    path: "/contact-channels/:user_id/:contact_channel_id",
    access: CLIENT_AND_UP,
    params: channelParams,
    body: updateBody,
    handler({ core, auth, params, body }) {
      const a = requireAuth(auth);
      const channel = channelOf(core, a, params, "update");
      if (!channel) throw new StatusError(400, "Contact channel not found");
      applyUpdate(core, a, channel, body);
      return json(contactChannelView(channel));
    },
  }),
  route({
    method: "DELETE",
    path: "/contact-channels/:user_id/:contact_channel_id",
    access: CLIENT_AND_UP,
    params: channelParams,
    handler({ core, auth, params }) {
      const channel = channelOf(core, requireAuth(auth), params, "delete");
      if (!channel) throw new StatusError(400, "Contact channel not found");
      deleteChannel(core, channel);
      return success();
    },
  }),
  route({
    method: "POST",
    path: "/contact-channels/:user_id/:contact_channel_id/send-verification-code",
    access: CLIENT_AND_UP,
    params: channelParams,
    body: callbackBody,
    handler({ core, auth, params, body }) {
      const a = requireAuth(auth);
      // A client without a user fails as `me` would, whatever user id it names.
      if (a.type === "client" && !a.user) throw new KnownErrors.CannotGetOwnUserWithoutUser();
      const userId = ownUserId(a, params.user_id);
      if (a.type === "client" && userId !== a.user?.id) throw new StatusError(400, "Can only send verification code for your own user");
      requireUser(core, a, userId);
      const channel = findChannel(core, userId, params.contact_channel_id);
      if (!channel) throw new StatusError(404, "Contact channel not found");
      if (channel.isVerified) throw new KnownErrors.EmailAlreadyVerified();
      if (!isTrustedUrl(a.project, body.callback_url)) throw new KnownErrors.RedirectUrlNotWhitelisted();
      sendChannelVerification(core, a.project, channel, body.callback_url);
      return success();
    },
  }),
];

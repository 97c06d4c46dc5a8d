/**
 * Contact channels (docs/protocol.md §13.10): CRUD for the user's email addresses, their
 * verification emails and codes. Clients only reach their own user; the texts of the
 * 4xx answers differ per route (and in their trailing periods) exactly as recorded.
 */
import { KnownErrors } from "../../errors";
import type { Core } from "../core";
import { StatusError } from "../http/errors";
import { CLIENT_AND_UP, json, success, type RequestAuth, type RouteSpec, route } from "../http/route";
import { s } from "../http/schema";
import { redeemCode } from "../state/codes";
import {
  CONTACT_CHANNEL_VERIFICATION_CODE,
  channelsInOrder,
  createChannel,
  findChannel,
  makePrimary,
  requireFreeForAuth,
  sendChannelVerification,
} from "../state/contact-channels";
import { isTrustedUrl } from "../state/trusted-urls";
import type { AccessType, ContactChannelRecord } from "../state/types";
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

function createBody(type: AccessType | null) {
  return s.object({
    user_id: s.userId().defined(),
    value: s.string().defined(),
    type: s.string().defined().oneOf(["email"]),
    used_for_auth: s.boolean().defined(),
    is_primary: s.boolean(),
    ...(type === "client" ? {} : { is_verified: s.boolean() }),
  }).test(emailProblem).defined();
}

function updateBody(type: AccessType | null) {
  return s.object({
    value: s.string(),
    type: s.string().oneOf(["email"]),
    used_for_auth: s.boolean(),
    is_primary: s.boolean(),
    ...(type === "client" ? {} : { is_verified: s.boolean() }),
  }).test(emailProblem).defined();
}

const channelParams = { user_id: s.userId().defined(), contact_channel_id: s.uuid().defined() };
const callbackBody = s.object({ callback_url: s.url().defined() }).defined();

function applyUpdate(core: Core, auth: RequestAuth, channel: ContactChannelRecord, body: Record<string, any>): void {
  const value: string = body.value ?? channel.value;
  const usedForAuth: boolean = body.used_for_auth ?? channel.usedForAuth;
  if (usedForAuth && (value !== channel.value || !channel.usedForAuth)) requireFreeForAuth(core, auth.project.id, channel.userId, value, false);
  if (value !== channel.value && channelsOfUser(core, channel.userId).some((c) => c.id !== channel.id && c.value === value)) {
    throw new StatusError(400, "Contact channel already exists");
  }
  if (value !== channel.value) {
    channel.value = value;
    channel.isVerified = false;
  }
  channel.usedForAuth = usedForAuth;
  if (body.is_verified !== undefined) channel.isVerified = body.is_verified;
  if (body.is_primary === true) makePrimary(core, channel);
  if (body.is_primary === false) channel.isPrimary = false;
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
        : Object.values(core.state.contactChannels).filter((c) => c.projectId === a.project.id).sort((x, y) => x.createdAtMillis - y.createdAtMillis);
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
      const userId = String(code.data.user_id);
      const channel = channelsOfUser(core, userId).find((c) => c.type === "email" && c.value === code.data.email);
      if (!channel) throw new StatusError(400, "Contact channel not found. Was your contact channel deleted?");
      channel.isVerified = true;
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
      delete core.state.contactChannels[channel.id];
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

/**
 * Contact channels (docs/protocol.md §13.10).
 */
import { expectErrors } from "../../errors";
import type { KnownErrors } from "../../errors";
import { call, callList, callResult } from "../request";
import { OBJECT } from "../shapes";
import { CONTACT_CHANNEL } from "../area-shapes";
import type { CallContext } from "../request";
import type { RequestSession } from "../session";
import { apiPath } from "../url";
import type { CodeCheckJson, SuccessJson } from "../wire/common";
import type {
  ContactChannelJson,
  ContactChannelSendVerificationBodyJson,
  LegacySendVerificationEmailBodyJson,
  ServerContactChannelCreateBodyJson,
  ServerContactChannelUpdateBodyJson,
} from "../wire/contact-channels";
import { VERIFICATION_ERRORS } from "./auth";

const SEND_VERIFICATION_ERRORS = expectErrors<[typeof KnownErrors.EmailAlreadyVerified]>("EMAIL_ALREADY_VERIFIED");

export async function listContactChannels(c: CallContext, userId: string, session: RequestSession | null): Promise<ContactChannelJson[]> {
  return callList(c, { path: "/contact-channels", query: { user_id: userId }, session, shape: CONTACT_CHANNEL });
}

export async function createContactChannel(c: CallContext, body: ServerContactChannelCreateBodyJson, session: RequestSession | null): Promise<ContactChannelJson> {
  return call(c, { method: "POST", path: "/contact-channels", body, session, shape: CONTACT_CHANNEL });
}

export async function getContactChannel(c: CallContext, userId: string, channelId: string, session: RequestSession | null): Promise<ContactChannelJson> {
  return call(c, { path: apiPath`/contact-channels/${userId}/${channelId}`, session, shape: CONTACT_CHANNEL });
}

export async function updateContactChannel(
  c: CallContext,
  userId: string,
  channelId: string,
  body: ServerContactChannelUpdateBodyJson,
  session: RequestSession | null,
): Promise<ContactChannelJson> {
  return call(c, { method: "PATCH", path: apiPath`/contact-channels/${userId}/${channelId}`, body, session, shape: CONTACT_CHANNEL });
}

export async function deleteContactChannel(c: CallContext, userId: string, channelId: string, session: RequestSession | null): Promise<SuccessJson> {
  return call(c, { method: "DELETE", path: apiPath`/contact-channels/${userId}/${channelId}`, session, shape: OBJECT });
}

export async function sendContactChannelVerificationCode(
  c: CallContext,
  userId: string,
  channelId: string,
  body: ContactChannelSendVerificationBodyJson,
  session: RequestSession | null,
) {
  return callResult<SuccessJson, typeof SEND_VERIFICATION_ERRORS>(
    c,
    { method: "POST", path: apiPath`/contact-channels/${userId}/${channelId}/send-verification-code`, body, session, shape: OBJECT },
    SEND_VERIFICATION_ERRORS,
  );
}

/** Legacy route the seed SDK's `sendVerificationEmail` uses (primary email only). */
export async function sendVerificationEmail(c: CallContext, body: LegacySendVerificationEmailBodyJson, session: RequestSession | null) {
  return callResult<SuccessJson, typeof SEND_VERIFICATION_ERRORS>(
    c,
    { method: "POST", path: "/contact-channels/send-verification-code", body, session, shape: OBJECT },
    SEND_VERIFICATION_ERRORS,
  );
}

export async function verifyEmail(c: CallContext, code: string) {
  return callResult<SuccessJson, typeof VERIFICATION_ERRORS>(c, { method: "POST", path: "/contact-channels/verify", body: { code }, shape: OBJECT }, VERIFICATION_ERRORS);
}

export async function checkEmailVerificationCode(c: CallContext, code: string) {
  return callResult<CodeCheckJson, typeof VERIFICATION_ERRORS>(
    c,
    { method: "POST", path: "/contact-channels/verify/check-code", body: { code }, shape: OBJECT },
    VERIFICATION_ERRORS,
  );
}

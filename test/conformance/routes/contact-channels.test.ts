/**
 * `POST /contact-channels/<user>/<channel>/send-verification-code`.
 */
import { describe, expect, it } from "vitest";
import { APP, expectKnownError, expectTextError, newEmulator, send, signUp, tierHeaders } from "./service";

describe("POST /contact-channels/:user_id/:contact_channel_id/send-verification-code", () => {
  async function userWithChannel() {
    const em = newEmulator();
    const project = em.defaultProject;
    const { access_token, user_id } = await signUp(em, project, "channel-owner@example.com");
    const list = await send(em, "GET", "/api/v1/contact-channels?user_id=me", tierHeaders(project, "client", access_token));
    return { em, project, access_token, user_id, channelId: list.body.items[0].id as string };
  }

  it("a client without a user, naming a user id: CANNOT_GET_OWN_USER_WITHOUT_USER as JSON with its header", async () => {
    const { em, project, user_id, channelId } = await userWithChannel();
    const answer = await send(em, "POST", `/api/v1/contact-channels/${user_id}/${channelId}/send-verification-code`, tierHeaders(project, "client"), { callback_url: `${APP}/handler/email-verification` });
    expectKnownError(answer, 400, "CANNOT_GET_OWN_USER_WITHOUT_USER");
  });

  it("a client without a user, naming `me`: the same known error", async () => {
    const { em, project, channelId } = await userWithChannel();
    const answer = await send(em, "POST", `/api/v1/contact-channels/me/${channelId}/send-verification-code`, tierHeaders(project, "client"), { callback_url: `${APP}/handler/email-verification` });
    expectKnownError(answer, 400, "CANNOT_GET_OWN_USER_WITHOUT_USER");
  });

  it("a client naming another user: plain-text 400", async () => {
    const { em, project, channelId } = await userWithChannel();
    const other = await signUp(em, project, "someone-else@example.com");
    const answer = await send(em, "POST", `/api/v1/contact-channels/00000000-0000-4000-8000-000000000001/${channelId}/send-verification-code`, tierHeaders(project, "client", other.access_token), { callback_url: `${APP}/handler/email-verification` });
    expectTextError(answer, 400, "Can only send verification code for your own user");
  });

  it("the signed-in owner: success, and a verification mail", async () => {
    const { em, project, access_token, channelId } = await userWithChannel();
    const before = em.outbox.list({ to: "channel-owner@example.com" }).length;
    const answer = await send(em, "POST", `/api/v1/contact-channels/me/${channelId}/send-verification-code`, tierHeaders(project, "client", access_token), { callback_url: `${APP}/handler/email-verification` });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(em.outbox.list({ to: "channel-owner@example.com" }).length).toBe(before + 1);
  });
});

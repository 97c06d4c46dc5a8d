/** Command-line login: initiate, poll, complete (protocol/endpoints.md §4). C+. */
import { call } from "../request";
import type { CallContext } from "../request";
import type { RequestSession } from "../session";
import type { CliAuthCompleteBodyJson, CliAuthInitiateBodyJson, CliAuthInitiateResponseJson, CliAuthPollResponseJson } from "../wire/auth";
import type { SuccessJson } from "../wire/common";

const post = "POST" as const;

export async function initiateCliAuth(c: CallContext, body: CliAuthInitiateBodyJson = {}): Promise<CliAuthInitiateResponseJson> {
  return call(c, { method: post, path: "/auth/cli", body });
}

export async function pollCliAuth(c: CallContext, pollingCode: string): Promise<CliAuthPollResponseJson> {
  return call(c, { method: post, path: "/auth/cli/poll", body: { polling_code: pollingCode } });
}

export async function completeCliAuth(c: CallContext, body: CliAuthCompleteBodyJson, session: RequestSession | null): Promise<SuccessJson> {
  return call(c, { method: post, path: "/auth/cli/complete", body, session });
}

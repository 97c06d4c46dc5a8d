/** Command-line login: initiate, poll, complete (docs/protocol.md §13.4). C+. */
import { call } from "../request";
import { OBJECT } from "../shapes";
import { CLI_INITIATE, CLI_POLL } from "../area-shapes";
import type { CallContext } from "../request";
import type { RequestSession } from "../session";
import type { CliAuthCompleteBodyJson, CliAuthInitiateBodyJson, CliAuthInitiateResponseJson, CliAuthPollResponseJson } from "../wire/auth";
import type { SuccessJson } from "../wire/common";

const post = "POST" as const;

export async function initiateCliAuth(c: CallContext, body: CliAuthInitiateBodyJson = {}): Promise<CliAuthInitiateResponseJson> {
  return call(c, { method: post, path: "/auth/cli", body, shape: CLI_INITIATE });
}

export async function pollCliAuth(c: CallContext, pollingCode: string): Promise<CliAuthPollResponseJson> {
  return call(c, { method: post, path: "/auth/cli/poll", body: { polling_code: pollingCode }, shape: CLI_POLL });
}

export async function completeCliAuth(c: CallContext, body: CliAuthCompleteBodyJson, session: RequestSession | null): Promise<SuccessJson> {
  return call(c, { method: post, path: "/auth/cli/complete", body, session, shape: OBJECT });
}

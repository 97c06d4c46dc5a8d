/** Command-line login (docs/api.md §2.1 `promptCliLogin`; docs/protocol.md §11). */
import { KnownErrors } from "../../errors";
import { HttpStatusError } from "../../errors/transport";
import { Result } from "../../errors/result";
import { abortable, via } from "../core/call-options";
import type { CallOptions } from "../core/call-options";
import type { ClientContext } from "../core/context";
import { CLI_AUTH_CONFIRM_PATH } from "../urls/handler-urls";

/** Default wait between polls (docs/api.md §2.1). */
const CLI_POLL_WAIT_MS = 2000;

export type PromptCliLoginOptions = {
  /** Where the app that confirms the login runs; the link is `<appUrl>/handler/cli-auth-confirm?login_code=…`. */
  appUrl: string;
  expiresInMillis?: number | undefined;
  /** Default: unlimited. */
  maxAttempts?: number | undefined;
  /** Default 2000. */
  waitTimeMillis?: number | undefined;
  /** Shows the link; default: printed on the console. */
  promptLink?: ((url: string) => void) | undefined;
} & CallOptions;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The confirmation link for a login code. */
function cliConfirmUrl(appUrl: string, loginCode: string): string {
  const url = new URL(appUrl.replace(/\/+$/, "") + CLI_AUTH_CONFIRM_PATH);
  url.searchParams.set("login_code", loginCode);
  return url.toString();
}

/** Starts a CLI login, shows the link, polls until the browser confirms; resolves to the refresh token. */
export async function promptCliLogin(ctx: ClientContext, options: PromptCliLoginOptions) {
  const maxAttempts = options.maxAttempts ?? Infinity;
  const waitTimeMillis = options.waitTimeMillis ?? CLI_POLL_WAIT_MS;
  let init;
  try {
    init = await via(ctx, options).initiateCliAuth(options.expiresInMillis === undefined ? {} : { expires_in_millis: options.expiresInMillis });
  } catch (error) {
    if (HttpStatusError.isInstance(error)) return Result.error(KnownErrors.CliAuthError.initiationFailed(error.status, error.body, { cause: error }));
    throw error;
  }
  const link = cliConfirmUrl(options.appUrl, init.login_code);
  if (options.promptLink) options.promptLink(link);
  else console.log(`Please visit the following URL to authenticate:\n${link}`);

  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const poll = await via(ctx, options).pollCliAuth(init.polling_code);
    switch (poll.status) {
      case "success":
        return Result.ok((poll as { refresh_token: string }).refresh_token);
      case "waiting":
        await abortable(wait(waitTimeMillis), options);
        continue;
      case "expired":
        return Result.error(new KnownErrors.CliAuthExpiredError());
      case "used":
        return Result.error(new KnownErrors.CliAuthUsedError());
      default:
        return Result.error(KnownErrors.CliAuthError.unexpectedPollStatus());
    }
  }
  return Result.error(KnownErrors.CliAuthError.timedOut());
}

/**
 * @internal The confirmation page's half of a CLI login (`POST /auth/cli/complete`):
 * hands the signed-in user's refresh token to the CLI polling with `loginCode`. Used by
 * `<CliAuthConfirmation>`; not public API (the official SDK also reaches it through its
 * internals). The service answers a bad or expired code with a thrown HTTP 400.
 */
export async function completeCliLogin(ctx: ClientContext, loginCode: string, refreshToken: string): Promise<void> {
  await ctx.iface.completeCliAuth({ login_code: loginCode, refresh_token: refreshToken });
}

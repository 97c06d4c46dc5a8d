// A network error names the URL it tried, so a wrong or missing `baseUrl` shows in the
// message instead of a bare "could not be reached".
import { describe, expect, it } from "vitest";
import { ClientApp, NetworkError } from "../../../src";
import { friendlyErrorDetail, friendlyErrorMessage } from "../../../src/components/error-messages";

/** A fetch that fails like a refused connection (not a TypeError, so it is not retried). */
const refused = (async () => {
  throw new Error("connect ECONNREFUSED 127.0.0.1:9");
}) as typeof fetch;

describe("NetworkError", () => {
  it("names the URL it tried, without the query", () => {
    const error = new NetworkError({ url: "http://127.0.0.1:9/api/v1/users?team_id=t1" });
    expect(error.url).toBe("http://127.0.0.1:9/api/v1/users");
    expect(error.message).toBe(
      "The authentication service could not be reached at http://127.0.0.1:9/api/v1/users. Check your internet connection and the app's baseUrl, and try again; if the problem persists, contact support.",
    );
    expect(new NetworkError({ url: "http://x.test/api/v1/a", offline: true }).message).toMatch(/^The authentication service at http:\/\/x\.test\/api\/v1\/a could not be reached because this device seems to be offline/);
  });

  it("keeps the plain message when no URL is known", () => {
    expect(new NetworkError().url).toBeNull();
    expect(new NetworkError().message).toMatch(/^The authentication service could not be reached\. Check/);
  });

  it("is what an app throws when its baseUrl cannot be reached, with that URL", async () => {
    const app = new ClientApp({ baseUrl: "http://127.0.0.1:9", fetch: refused, tokenStore: { accessToken: null, refreshToken: "r" }, redirectMethod: "none" });
    const error = await app.getUser().catch((e: unknown) => e);
    expect(NetworkError.isInstance(error)).toBe(true);
    expect((error as NetworkError).url).toMatch(/^http:\/\/127\.0\.0\.1:9\/api\/v1\//);
    expect((error as NetworkError).message).toContain((error as NetworkError).url);
  });

  it("gives the UI a detail line with the URL under the friendly message", () => {
    const error = new NetworkError({ url: "http://127.0.0.1:9/api/v1/users/me" });
    expect(friendlyErrorMessage(error)).toBe("Could not reach the server. Check your connection and try again.");
    expect(friendlyErrorDetail(error)).toBe("Tried http://127.0.0.1:9/api/v1/users/me");
    expect(friendlyErrorDetail(new NetworkError())).toBeNull();
    expect(friendlyErrorDetail(new Error("x"))).toBeNull();
  });
});

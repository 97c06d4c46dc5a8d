import { describe, expect, it } from "vitest";
import { failures, replayFile } from "./replay";
import { call, clientHeaders, recordedWorld, signUp, TEST_PROJECT_ID } from "./world";

describe("recorded exchanges: auth-cli.json", () => {
  it("answers initiate, poll and complete as recorded", async () => {
    const world = recordedWorld();
    const em = world.emulator;
    const steps = await replayFile(world, "auth-cli.json", {
      before: {
        // The browser side is a signed-in user of the test project.
        7: async (w) => void (await signUp(w, TEST_PROJECT_ID, "recmwquxa44-cli-35@example.com")),
        14: async (w) => {
          await signUp(w, "internal", "recmwquxa44-cli-internal-36@example.com");
          const res = await call(em, "POST", "/auth/cli", clientHeaders(w, TEST_PROJECT_ID), {});
          const body = (await res.json()) as { polling_code: string; login_code: string };
          w.ids.set("wtk92k3f3yk238e0dfdt9hr4tnfmfe31prd1ynk8fx8d8", body.login_code);
          w.ids.set("t7e80xmqg8g3n5f67aypqsbv0ceev5xfwkqaxjf5w2vpg", body.polling_code);
        },
        18: () => em.clock.advance(1500),
      },
    });
    expect(failures(steps)).toEqual([]);
    expect(steps.length).toBe(20);
  });

  it("hands the browser's refresh token to the CLI once, with expires_at from the clock", async () => {
    const world = recordedWorld();
    const em = world.emulator;
    const headers = clientHeaders(world, TEST_PROJECT_ID);
    const init = (await (await call(em, "POST", "/auth/cli", headers, { expires_in_millis: 600_000 })).json()) as { polling_code: string; login_code: string; expires_at: string };
    expect(init.expires_at).toBe(new Date(em.clock.now() + 600_000).toISOString());
    const browser = await signUp(world, TEST_PROJECT_ID, "recmwquxa44-cli-once@example.com");
    const complete = await call(em, "POST", "/auth/cli/complete", { ...headers, "x-stack-access-token": browser.access_token }, { login_code: init.login_code, refresh_token: browser.refresh_token });
    expect(complete.status).toBe(200);
    const poll = () => call(em, "POST", "/auth/cli/poll", headers, { polling_code: init.polling_code });
    const first = await poll();
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ status: "success", refresh_token: browser.refresh_token });
    expect(await (await poll()).json()).toEqual({ status: "used" });
  });
});

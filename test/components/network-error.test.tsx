// @vitest-environment happy-dom
// A page whose service cannot be reached shows the friendly message and, on a smaller line,
// the URL it tried: a wrong baseUrl is visible without opening the console.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClientApp } from "../../src/index";
import { GatehouseProvider, Handler } from "../../src/react";

afterEach(cleanup);

describe("an unreachable service", () => {
  it("shows the error card with the URL the request tried", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      // A refused connection that is not a TypeError: reported at once, not retried with backoff.
      const fetch = (async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:9");
      }) as typeof globalThis.fetch;
      const app = new ClientApp({ baseUrl: "http://127.0.0.1:9", fetch, tokenStore: { accessToken: null, refreshToken: "r" }, redirectMethod: "none" });
      render(
        <GatehouseProvider app={app}>
          <Handler location="/handler/account-settings" />
        </GatehouseProvider>,
      );
      expect(await screen.findByRole("heading", { name: "An error occurred" })).toBeTruthy();
      expect(screen.getByText("Could not reach the server. Check your connection and try again.")).toBeTruthy();
      expect(screen.getByText(/^Tried http:\/\/127\.0\.0\.1:9\/api\/v1\//)).toBeTruthy();
    } finally {
      quiet.mockRestore();
    }
  });
});

// @vitest-environment happy-dom
/**
 * The password forms outside gatehouse/next (no server actions to post to): they render as
 * plain forms that post their fields in the body if submitted before hydration, carry no
 * action and no extra fields, and offer no link for browsers without JavaScript.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createEmulator } from "../../src/emulator/index";
import { ClientApp } from "../../src/index";
import { AuthPage, GatehouseProvider } from "../../src/react";

afterEach(cleanup);

function app(): ClientApp {
  const emulator = createEmulator();
  return new ClientApp({ baseUrl: "http://emulator.test", fetch: emulator.fetch, tokenStore: "memory", redirectMethod: "none" });
}

describe("password forms with no host to post to", () => {
  for (const type of ["sign-in", "sign-up"] as const) {
    it(`${type}: method="post", no action, no hidden field, no noscript link`, async () => {
      const { container } = render(
        <GatehouseProvider app={app()}>
          <AuthPage type={type} />
        </GatehouseProvider>,
      );
      // The project offers the email code first; the password tab is one click away, as before.
      await screen.findByRole("tab", { name: "Email & password" });
      expect(container.querySelector("noscript")).toBeNull();
      screen.getByRole("tab", { name: "Email & password" }).click();
      const password = await screen.findByLabelText("Password", { selector: "input" });
      const form = password.closest("form")!;
      expect(form.getAttribute("method")).toBe("post");
      expect(form.hasAttribute("action")).toBe(false);
      expect(form.querySelectorAll('input[type="hidden"]')).toHaveLength(0);
      // No error shown from the address: only a post to a server action comes back with one.
      expect(form.querySelector('[role="alert"]')).toBeNull();
    });
  }
});

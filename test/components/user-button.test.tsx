// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { GatehouseProvider, UserButton } from "../../src/react";
import { testApp, uniqueEmail } from "./setup-app";

afterEach(cleanup);

/** Radix opens its menu on pointer down (mouse) or Enter / Space / ArrowDown. */
async function openMenu() {
  const trigger = await screen.findByRole("button", { name: /Account menu/ });
  fireEvent.keyDown(trigger, { key: "Enter" });
  return screen.findByRole("menu");
}

const itemNames = (menu: HTMLElement) => within(menu).getAllByRole("menuitem").map((item) => item.textContent);

describe("UserButton", () => {
  it("shows a round 34 px skeleton while the user loads", async () => {
    const { app } = testApp();
    await app.signUpWithCredential({ email: uniqueEmail(), password: "password-123", noRedirect: true });
    render(
      <GatehouseProvider app={app}>
        <UserButton />
      </GatehouseProvider>,
    );
    const skeleton = screen.getByRole("status", { name: "Loading" });
    const circle = skeleton.querySelector(".gh-skeleton") as HTMLElement;
    expect(circle.style.width).toBe("34px");
    expect(circle.style.height).toBe("34px");
  });

  it("offers Sign in, Sign up and Toggle theme when signed out", async () => {
    const { app } = testApp();
    render(
      <GatehouseProvider app={app}>
        <UserButton colorModeToggle={() => {}} />
      </GatehouseProvider>,
    );
    const menu = await openMenu();
    expect(within(menu).getByText("Not signed in")).toBeTruthy();
    expect(itemNames(menu)).toEqual(["Sign in", "Sign up", "Toggle theme"]);
  });

  it("leaves out Toggle theme without a colour-mode toggle", async () => {
    const { app } = testApp();
    render(
      <GatehouseProvider app={app}>
        <UserButton />
      </GatehouseProvider>,
    );
    expect(itemNames(await openMenu())).toEqual(["Sign in", "Sign up"]);
  });

  it("shows the user, the account items and the host's extra items when signed in", async () => {
    const { app } = testApp();
    const email = uniqueEmail("zed");
    await app.signUpWithCredential({ email, password: "a long enough password", noRedirect: true });
    render(
      <GatehouseProvider app={app}>
        <UserButton showUserInfo extraItems={[{ text: "Billing", icon: null, onClick: () => {} }]} colorModeToggle={() => {}} />
      </GatehouseProvider>,
    );
    const trigger = await screen.findByRole("button", { name: /Account menu/ });
    expect(trigger.textContent).toContain("ZE");
    expect(trigger.textContent).toContain(email);
    // The trigger truncates the address; its title and the menu's header hold all of it.
    expect(within(trigger).getByText(email).getAttribute("title")).toBe(email);
    const menu = await openMenu();
    expect(within(menu).getByText(email).className).not.toContain("gh-truncate");
    expect(itemNames(menu)).toEqual(["Account settings", "Billing", "Toggle theme", "Sign out"]);
  });

  it("closes the menu as soon as Sign out is chosen, while the sign-out runs", async () => {
    const { app } = testApp();
    await app.signUpWithCredential({ email: uniqueEmail("out"), password: "a long enough password", noRedirect: true });
    render(
      <GatehouseProvider app={app}>
        <UserButton />
      </GatehouseProvider>,
    );
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole("menuitem", { name: /Sign out/ }));
    expect(screen.queryByRole("menu")).toBeNull();
    await waitFor(async () => expect(await app.getUser()).toBeNull());
  });

  it("shows a spinner on an item while its action runs, then closes the menu", async () => {
    const { app } = testApp();
    let finish!: () => void;
    const action = () => new Promise<void>((resolve) => (finish = resolve));
    render(
      <GatehouseProvider app={app}>
        <UserButton mockUser={{ displayName: "Mock" }} extraItems={[{ text: "Slow thing", icon: null, onClick: action }]} />
      </GatehouseProvider>,
    );
    const menu = await openMenu();
    const item = within(menu).getByRole("menuitem", { name: /Slow thing/ });
    fireEvent.click(item);
    await waitFor(() => expect(item.getAttribute("aria-busy")).toBe("true"));
    expect(within(item).getByRole("status", { name: "Loading" })).toBeTruthy();
    expect(screen.getByRole("menu")).toBeTruthy();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });
});

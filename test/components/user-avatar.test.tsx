// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { avatarInitials, UserAvatar } from "../../src/components/user-avatar";

afterEach(cleanup);

describe("UserAvatar", () => {
  it("uses the first two characters of the display name, uppercased", () => {
    expect(avatarInitials({ displayName: "ada lovelace", primaryEmail: "x@example.com" })).toBe("AD");
    const { container } = render(<UserAvatar user={{ displayName: "grace" }} />);
    expect(container.textContent).toBe("GR");
  });

  it("falls back to the primary email when there is no display name", () => {
    expect(avatarInitials({ displayName: null, primaryEmail: "zoe@example.com" })).toBe("ZO");
    expect(avatarInitials({ displayName: "   ", primaryEmail: "kim@example.com" })).toBe("KI");
  });

  it("shows a person icon when there is no user, name or email", () => {
    const { container } = render(<UserAvatar user={null} />);
    expect(container.textContent).toBe("");
    expect(container.querySelector("svg")).not.toBeNull();
  });

  it("is 34 px by default and shows the profile image when there is one", () => {
    const { container } = render(<UserAvatar user={{ displayName: "Ada", profileImageUrl: "https://example.com/a.png" }} />);
    const avatar = container.firstElementChild as HTMLElement;
    expect(avatar.style.width).toBe("34px");
    expect(container.querySelector("img")?.getAttribute("src")).toBe("https://example.com/a.png");
  });
});

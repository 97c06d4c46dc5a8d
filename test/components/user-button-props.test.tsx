// UserButton's props as a host types them (checked by `tsc --noEmit`, npm test's typecheck):
// a colorModeToggle returns nothing or a promise of nothing, so a toggle written to return
// the next theme (which the button would ignore) is refused.
import { describe, expect, it } from "vitest";
import type { UserButtonProps } from "../../src/react";

describe("UserButtonProps", () => {
  it("takes a colorModeToggle returning nothing or a promise of nothing, and refuses one returning a value", () => {
    const accepted: UserButtonProps[] = [{ colorModeToggle: () => {} }, { colorModeToggle: async () => {} }, { colorModeToggle: () => undefined }];
    // @ts-expect-error a toggle returns nothing: a returned theme name would be ignored
    const refused: UserButtonProps = { colorModeToggle: () => "dark" };
    // @ts-expect-error nor a promise of a value
    const refusedAsync: UserButtonProps = { colorModeToggle: async () => 1 };
    expect([...accepted, refused, refusedAsync].every((props) => typeof props.colorModeToggle === "function")).toBe(true);
  });
});

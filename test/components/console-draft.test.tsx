// @vitest-environment happy-dom
/**
 * The console's form drafts (src/console/parts/use-draft.ts): what is typed stays until the
 * stored value changes, and a keystroke is never overwritten by the value the field already
 * showed (an effect-based reset ran after the first paint and did that on a slow machine).
 */
import { act, renderHook } from "@testing-library/react";
import { expect, it } from "vitest";
import { useDraft } from "../../src/console/parts/use-draft";

it("keeps what is typed while the stored value stays, and takes a new stored value", () => {
  const { result, rerender } = renderHook(({ stored }) => useDraft(stored), { initialProps: { stored: "profile 0" } });
  expect(result.current[0]).toBe("profile 0");
  act(() => result.current[1]("Renamed Person"));
  rerender({ stored: "profile 0" });
  expect(result.current[0]).toBe("Renamed Person");
  rerender({ stored: "Renamed Person" });
  expect(result.current[0]).toBe("Renamed Person");
  rerender({ stored: "Someone else" });
  expect(result.current[0]).toBe("Someone else");
});

it("resets on its key, not on a new object of the same value", () => {
  const { result, rerender } = renderHook(({ stored, key }) => useDraft(stored, key), { initialProps: { stored: { route: "" }, key: "a" } });
  act(() => result.current[1]({ route: "/users" }));
  rerender({ stored: { route: "" }, key: "a" });
  expect(result.current[0]).toEqual({ route: "/users" });
  rerender({ stored: { route: "/teams" }, key: "b" });
  expect(result.current[0]).toEqual({ route: "/teams" });
});

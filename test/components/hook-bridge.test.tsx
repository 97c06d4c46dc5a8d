// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Component, Suspense, type ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { reactHookBridge } from "../../src/components/hook-bridge";
import { registerHookBridge, useEntry } from "../../src/lib/apps/hook-bridge";
import { CacheStore } from "../../src/lib/store/cache-store";

afterEach(cleanup);
registerHookBridge(reactHookBridge);

function Show({ entry }: { entry: Parameters<typeof useEntry<string>>[1] }) {
  return <p>value: {useEntry("useThing", entry)}</p>;
}

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String((this.state.error as Error).message)}</p> : this.props.children;
  }
}

describe("the React bridge of the cached-value store", () => {
  it("suspends on first load, then shows the value and follows later changes", async () => {
    const store = new CacheStore();
    let resolve!: (v: string) => void;
    const entry = store.entry<string>("thing", [], () => new Promise((r) => (resolve = r)));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Show entry={entry} />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    await act(async () => resolve("first"));
    expect(await screen.findByText("value: first")).toBeTruthy();
    act(() => entry.set("second"));
    expect(screen.getByText("value: second")).toBeTruthy();
  });

  it("throws a failed load to the nearest error boundary", async () => {
    const store = new CacheStore();
    const entry = store.entry<string>("broken", [], () => Promise.reject(new Error("service down")));
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <Catch>
          <Suspense fallback={<p>loading</p>}>
            <Show entry={entry} />
          </Suspense>
        </Catch>,
      );
      expect((await screen.findByRole("alert")).textContent).toBe("service down");
    } finally {
      console.error = quiet;
    }
  });
});

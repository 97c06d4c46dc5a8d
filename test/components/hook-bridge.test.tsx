// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Component, Suspense, type ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { reactHookBridge } from "../../src/components/hook-bridge";
import { useEntry } from "../../src/lib/core/hook-bridge";
import { CacheStore } from "../../src/lib/store/cache-store";

afterEach(cleanup);
/** What a provider connects: an app context's React binding. */
const connected = { react: { bridge: reactHookBridge } };

function Show({ entry }: { entry: Parameters<typeof useEntry<string>>[2] }) {
  return <p>value: {useEntry(connected, "useThing", entry)}</p>;
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

  it("keeps showing the value while a background refetch fails", async () => {
    const store = new CacheStore();
    let fail = false;
    const entry = store.entry<string>("flaky", [], async () => {
      if (fail) throw new Error("blip");
      return "good";
    });
    await entry.load();
    render(
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Show entry={entry} />
        </Suspense>
      </Catch>,
    );
    expect(screen.getByText("value: good")).toBeTruthy();
    fail = true;
    await act(() => store.invalidateWhere(() => true));
    expect(screen.getByText("value: good")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    const snapshot = entry.getSnapshot();
    expect(snapshot.status === "ok" && (snapshot.error as Error).message).toBe("blip");
  });

  it("retries a failed first load when the error boundary is reset", async () => {
    // The store's clock moves only when the test says: React's immediate re-render of the
    // thrower comes "at once" however loaded the machine is.
    let clock = 0;
    const store = new CacheStore({ throttleMs: 50, now: () => clock });
    let calls = 0;
    const entry = store.entry<string>("recovers", [], async () => {
      calls++;
      if (calls === 1) throw new Error("service down");
      return "back";
    });
    class Resettable extends Component<{ children: ReactNode }, { error: unknown }> {
      override state = { error: null as unknown };
      static getDerivedStateFromError(error: unknown) {
        return { error };
      }
      override render() {
        return this.state.error ? <button onClick={() => this.setState({ error: null })}>Try again</button> : this.props.children;
      }
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <Resettable>
          <Suspense fallback={<p>loading</p>}>
            <Show entry={entry} />
          </Suspense>
        </Resettable>,
      );
      const button = await screen.findByRole("button", { name: "Try again" });
      expect(calls).toBe(1); // React's immediate re-render of the thrower did not refetch
      clock += 60; // the user reads the message first
      await act(async () => button.click());
      expect(await screen.findByText("value: back")).toBeTruthy();
      expect(calls).toBe(2);
    } finally {
      console.error = quiet;
    }
  });
});

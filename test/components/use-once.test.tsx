// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useOnce } from "../../src/components/ui/use-once";

afterEach(cleanup);

function Once({ id, fn }: { id: string; fn: () => Promise<string> }) {
  const state = useOnce(id, fn);
  return <p>{state.status === "done" ? `done: ${state.value}` : state.status}</p>;
}

describe("useOnce", () => {
  it("runs once per key under StrictMode's double mount, then shows the outcome", async () => {
    let calls = 0;
    let finish!: (v: string) => void;
    const fn = () => {
      calls++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    render(
      <StrictMode>
        <Once id="strict" fn={fn} />
      </StrictMode>,
    );
    expect(screen.getByText("running")).toBeTruthy();
    await act(async () => finish("ok"));
    expect(screen.getByText("done: ok")).toBeTruthy();
    expect(calls).toBe(1);
  });

  it("runs again for the same key once the first run has settled (a second visit)", async () => {
    let calls = 0;
    const fn = async () => `run ${++calls}`;
    const first = render(<Once id="again" fn={fn} />);
    expect(await screen.findByText("done: run 1")).toBeTruthy();
    first.unmount();
    render(<Once id="again" fn={fn} />);
    expect(await screen.findByText("done: run 2")).toBeTruthy();
  });

  it("does not show the outcome of the previous key after the key changes", async () => {
    let finishB!: (v: string) => void;
    const view = render(<Once id="key-a" fn={async () => "a"} />);
    expect(await screen.findByText("done: a")).toBeTruthy();
    view.rerender(<Once id="key-b" fn={() => new Promise<string>((resolve) => (finishB = resolve))} />);
    expect(screen.getByText("running")).toBeTruthy();
    await act(async () => finishB("b"));
    expect(screen.getByText("done: b")).toBeTruthy();
  });
});

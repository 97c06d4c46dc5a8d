/**
 * Mounts `read` (an app's hook twins) under a provider, in a Suspense boundary whose
 * fallback reads "loading", and returns a function giving what the page shows now. The
 * caller waits as its clock allows (fake timers or real).
 */
import { render } from "@testing-library/react";
import { Suspense, type ReactNode } from "react";
import type { ClientApp } from "../../../src/index";
import { GatehouseProvider } from "../../../src/react";

export function renderHookProbe(app: ClientApp, read: () => ReactNode): () => string {
  function Probe() {
    return <p>{read()}</p>;
  }
  const view = render(
    <GatehouseProvider app={app}>
      <Suspense fallback={<p>loading</p>}>
        <Probe />
      </Suspense>
    </GatehouseProvider>,
  );
  return () => view.container.textContent ?? "";
}

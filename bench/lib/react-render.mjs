// Section 2, last row: the requests a React page makes when it renders the UserButton and
// the account settings, in a browser-like DOM (happy-dom), with both SDKs. The page is
// rendered with react-dom/client and counted until it has settled (no request for a while).
import { Window } from "happy-dom";
import { createRequire } from "node:module";
import { paths, loadOfficial, sleep } from "./world.mjs";

const require = createRequire(import.meta.url);

/** Installs a happy-dom window as the globals React and the SDKs look for; returns its remover. */
function installDom(url) {
  const window = new Window({ url, width: 1280, height: 800 });
  const names = ["window", "document", "navigator", "location", "localStorage", "sessionStorage", "HTMLElement", "Element", "Node", "Text",
    "getComputedStyle", "requestAnimationFrame", "cancelAnimationFrame", "MutationObserver", "ResizeObserver", "IntersectionObserver",
    "matchMedia", "CustomEvent", "Event", "KeyboardEvent", "MouseEvent", "FocusEvent", "DocumentFragment", "HTMLInputElement", "SVGElement",
    "DOMParser", "history", "screen", "innerWidth", "innerHeight", "HTMLFormElement", "HTMLButtonElement", "HTMLAnchorElement", "HTMLIFrameElement", "HTMLCanvasElement"];
  const saved = new Map();
  for (const name of names) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true });
  }
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  return {
    window,
    remove: async () => {
      await window.happyDOM.abort();
      window.close();
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else delete globalThis[name];
      }
    },
  };
}

/** Waits until no request has arrived for `quietMs` (bounded by `maxMs`). */
async function settle(calls, quietMs = 500, maxMs = 15_000) {
  const started = Date.now();
  let seen = -1;
  let quietSince = Date.now();
  while (Date.now() - started < maxMs) {
    if (calls.length !== seen) {
      seen = calls.length;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) return;
    await sleep(50);
  }
}

async function renderPage(world, tokens, kind) {
  const dom = installDom("http://localhost:3000/handler/account-settings");
  const React = require("react");
  const { createRoot } = require("react-dom/client");
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  const common = {
    projectId: world.project.id,
    publishableClientKey: world.project.publishableClientKey,
    baseUrl: world.server.url,
    tokenStore: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
    redirectMethod: "none",
  };
  try {
    world.server.reset();
    if (kind === "ours") {
      const lib = await import(paths.react());
      const app = new lib.ClientApp(common);
      root.render(
        React.createElement(lib.GatehouseProvider, { app },
          React.createElement(React.Suspense, { fallback: null },
            React.createElement(lib.UserButton),
            React.createElement(lib.AccountSettings, { fullPage: true }))),
      );
    } else {
      const lib = await loadOfficial("@stackframe/react");
      const app = new lib.StackClientApp(common);
      root.render(
        React.createElement(lib.StackProvider, { app },
          React.createElement(React.Suspense, { fallback: null },
            React.createElement(lib.UserButton),
            React.createElement(lib.AccountSettings, { fullPage: true }))),
      );
    }
    await settle(world.server.calls);
    const text = container.textContent ?? "";
    return { calls: [...world.server.calls], rendered: text.length > 0 };
  } finally {
    root.unmount();
    await dom.remove();
  }
}

/** The scenario in the shape requests.mjs runs (one per SDK). */
export const REACT_SCENARIO = {
  id: "react-user-button-account-settings",
  label: "render UserButton + AccountSettings (happy-dom), valid tokens",
  floor: 3,
  floorWhy: "GET /users/me + GET /projects/current + GET /teams (the settings' sidebar)",
  async run({ world, sdk }) {
    const tokens = await world.signUp();
    const { rendered } = await renderPage(world, tokens, sdk);
    if (!rendered) throw new Error("nothing rendered");
  },
};

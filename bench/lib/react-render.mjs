// Section 2, last row: the requests a React page makes when it renders the UserButton and
// the account settings, in a browser-like DOM (happy-dom), with both SDKs. The page is
// rendered with react-dom/client and counted until it has settled (no request for a while).
import { Window } from "happy-dom";
import { createRequire } from "node:module";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { paths, loadOfficial, sleep } from "./world.mjs";

const require = createRequire(import.meta.url);

/** Installs a happy-dom window as the globals React and the SDKs look for (child process only). */
function installDom(url) {
  const window = new Window({ url, width: 1280, height: 800 });
  const names = ["window", "document", "navigator", "location", "localStorage", "sessionStorage", "HTMLElement", "Element", "Node", "Text",
    "getComputedStyle", "requestAnimationFrame", "cancelAnimationFrame", "MutationObserver", "ResizeObserver", "IntersectionObserver",
    "matchMedia", "CustomEvent", "Event", "KeyboardEvent", "MouseEvent", "FocusEvent", "DocumentFragment", "HTMLInputElement", "SVGElement",
    "DOMParser", "history", "screen", "innerWidth", "innerHeight", "HTMLFormElement", "HTMLButtonElement", "HTMLAnchorElement", "HTMLIFrameElement", "HTMLCanvasElement"];
  for (const name of names) {
    Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true });
  }
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  return window;
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
  // Settling is judged by the requests this process sends; counting is done by the server.
  const sent = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (...args) => (sent.push(1), realFetch(...args));
  const React = require("react");
  const { createRoot } = require("react-dom/client");
  // A signed-in browser: the tokens sit in the cookies both SDKs read (docs/protocol.md §10).
  document.cookie = `stack-refresh-${world.project.id}=${encodeURIComponent(tokens.refreshToken)}; path=/`;
  document.cookie = `stack-access=${encodeURIComponent(JSON.stringify([tokens.refreshToken, tokens.accessToken]))}; path=/`;
  const container = document.createElement("div");
  document.body.appendChild(container);
  const errors = [];
  const root = createRoot(container, {
    onUncaughtError: (error) => errors.push(String(error?.message ?? error).split("\n")[0]),
    onRecoverableError: (error) => errors.push(String(error?.message ?? error).split("\n")[0]),
  });
  const common = {
    projectId: world.project.id,
    publishableClientKey: world.project.publishableClientKey,
    baseUrl: world.server.url,
    tokenStore: "cookie",
    redirectMethod: "none",
  };
  try {
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
    await settle(sent);
    const text = container.textContent ?? "";
    return { rendered: text.length > 0, errors };
  } finally {
    root.unmount();
  }
}

/**
 * The scenario in the shape requests.mjs runs (one per SDK). Each render runs in a child
 * process: the official SDK keeps a cookie-polling timer that needs a window forever, and
 * a DOM left in this process would change how the other sections' apps behave.
 */
export const REACT_SCENARIO = {
  id: "react-user-button-account-settings",
  label: "render UserButton + AccountSettings (happy-dom), signed-in cookies",
  floor: 3,
  timed: false, // a child process and a settle wait: the time says nothing about the SDK
  floorWhy: "GET /users/me + GET /projects/current + GET /teams (the settings' sidebar)",
  async run({ world, sdk }) {
    const tokens = await world.signUp();
    world.server.reset();
    const project = { id: world.project.id, publishableClientKey: world.project.publishableClientKey };
    const input = JSON.stringify({ world: { project, server: { url: world.server.url } }, tokens, sdk });
    const output = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url), input], { stdio: ["ignore", "pipe", "ignore"] });
      let out = "";
      child.stdout.on("data", (chunk) => (out += chunk));
      child.once("error", reject);
      child.once("exit", () => resolve(out));
    });
    const { rendered, errors } = JSON.parse(output.trim().split("\n").pop() || "{}");
    if (!rendered) throw new Error(`nothing rendered${errors?.length ? `: ${errors[0]}` : ""}`);
  },
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { world, tokens, sdk } = JSON.parse(process.argv[2]);
  console.error = () => {}; // React's and the SDKs' development chatter
  installDom("http://localhost:3000/handler/account-settings");
  const result = await renderPage(world, tokens, sdk).catch((error) => ({ rendered: false, errors: [String(error?.message ?? error)] }));
  process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
}

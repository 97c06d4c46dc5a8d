/**
 * The handler's pages that need no user, rendered by react-dom/server's streaming renderer
 * (no Next, no window) with the project already read: each page is in the HTML itself, in
 * the shell, not a loading card with the page streamed after it in a hidden element (which
 * a browser without JavaScript never shows). The pages loaded lazily in the browser render
 * directly on a server once their chunk is in.
 */
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { projectToJson } from "../../src/lib/projects/project-mappers";
import { seedProject } from "../../src/lib/projects/project-ops";
import { Handler } from "../../src/react";
import { createTestEnv } from "./harness";

const PAGES: [path: string, text: string][] = [
  ["/handler/sign-in", "Sign in to your account"],
  ["/handler/sign-up", "Create a new account"],
  ["/handler/forgot-password", "Reset your password"],
  ["/handler/password-reset", "Invalid password reset link"],
  ["/handler/email-verification", "Invalid verification link"],
  ["/handler/magic-link-callback", "Invalid sign-in link"],
  ["/handler/team-invitation", "Invalid team invitation link"],
  ["/handler/error", "An error occurred"],
  // A server cannot read the tab's waiting attempt: the form (the usual case) until hydrated.
  ["/handler/mfa", "Multi-factor authentication"],
  ["/handler/oauth-callback", "Signing you in..."],
];

async function serverHtml(element: React.ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(element, { onError: (error) => void errors.push(error) });
  await stream.allReady;
  const html = await new Response(stream).text();
  expect(errors).toEqual([]);
  return html;
}

describe("<Handler> in a plain react-dom/server render", () => {
  it("puts each page that needs no user in the shell of the HTML", async () => {
    const env = createTestEnv({ project: "default" });
    const app = env.clientApp();
    await app.getProject();
    for (const [path, text] of PAGES) {
      const html = await serverHtml(<Handler app={app} location={path} />);
      expect([path, html.includes(text)]).toEqual([path, true]);
      // Nothing streamed in after the shell, and no loading card.
      expect([path, html.includes("<div hidden id=")]).toEqual([path, false]);
      if (!text.endsWith("...")) expect([path, html.includes('aria-label="Loading"')]).toEqual([path, false]);
    }
  });
});

describe("the project a server read, seeded into another copy of the app (gatehouse/next)", () => {
  it("renders sign-in from the seed, with no request, and keeps a value the copy already has", async () => {
    const env = createTestEnv({ project: "default" });
    const json = projectToJson(await env.serverApp().getProject());
    const copy = env.clientApp();
    seedProject(await copy._ready(), json);
    env.fetch.reset();
    const html = await serverHtml(<Handler app={copy} location="/handler/sign-in" />);
    expect(html).toContain("Sign in to your account");
    expect(html).toContain("Sign in with GitHub");
    expect(env.fetch.calls.filter((c) => c.path.includes("/projects/current"))).toEqual([]);
    // A seed for another project, or over a value already there, changes nothing.
    seedProject(await copy._ready(), { ...json, id: "another-project", display_name: "Other" });
    seedProject(await copy._ready(), { ...json, display_name: "Renamed" });
    expect((await copy.getProject()).displayName).toBe(json.display_name);
  });
});

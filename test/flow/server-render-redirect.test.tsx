/**
 * `useUser({ or: "redirect" })` with nobody signed in, rendered on a server (React's
 * streaming renderer, no window): the HTML stream must end. A host with a server redirect
 * (Next.js's `redirect()` throws) gets it; otherwise that part is left to the browser (the
 * Suspense fallback goes out) instead of suspending forever, which kept the stream open.
 */
import { Suspense } from "react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GatehouseProvider, useUser } from "../../src/react";
import { SERVER_RENDER_REDIRECT_MESSAGE } from "../../src/lib/users/get-user";
import { createTestEnv } from "./harness";

function Protected() {
  const user = useUser({ or: "redirect" });
  return <p>signed in as {user.primaryEmail}</p>;
}

async function renderAll(app: ReturnType<ReturnType<typeof createTestEnv>["clientApp"]>) {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(
    <GatehouseProvider app={app}>
      <Suspense fallback={<p>loading</p>}>
        <Protected />
      </Suspense>
    </GatehouseProvider>,
    { onError: (error) => void errors.push(error) },
  );
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("the HTML stream never ended")), 5000));
  await Promise.race([stream.allReady, timeout]);
  return { html: await new Response(stream).text(), errors };
}

describe("useUser({ or: 'redirect' }) in a server render with nobody signed in", () => {
  it("ends the HTML stream, leaving that part to the browser", async () => {
    const env = createTestEnv();
    const { html, errors } = await renderAll(env.clientApp({ redirectMethod: "none" }));
    expect(html).toContain("loading");
    expect(html).not.toContain("signed in as");
    expect(errors.map((e) => (e as Error).message)).toEqual([SERVER_RENDER_REDIRECT_MESSAGE]);
  });

  it("throws the host's server redirect (as Next.js's redirect() does) with the sign-in URL", async () => {
    const env = createTestEnv();
    class RedirectSignal extends Error {
      constructor(readonly to: string) {
        super(`redirect to ${to}`);
      }
    }
    const redirectMethod = {
      useNavigate: () => () => undefined,
      redirectOnServer(to: string): never {
        throw new RedirectSignal(to);
      },
    };
    const { errors } = await renderAll(env.clientApp({ redirectMethod }));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(RedirectSignal);
    expect((errors[0] as RedirectSignal).to).toBe(env.clientApp().urls.signIn);
  });
});

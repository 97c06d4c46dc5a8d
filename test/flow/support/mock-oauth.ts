/**
 * Drives the emulator's OAuth dance with plain HTTP, as a browser would: authorize →
 * mock provider page → submit its form → service callback → back to the app. Cookies of
 * the emulator's origin are carried by hand. Uses the page's documented form contract
 * (see src/emulator/routes/oauth-mock-provider.ts).
 */
type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export type Hop = { url: string; status: number; location: string | null; setCookie: string | null; body: string };

export class MockOAuthBrowser {
  /** Cookies of the emulator's origin. */
  readonly cookies = new Map<string, string>();

  constructor(private readonly fetch: Fetch) {}

  async request(url: string, init: RequestInit = {}): Promise<Hop> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await this.fetch(url, { ...init, headers, redirect: "manual" });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) {
      const [pair] = setCookie.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === "" || /Expires=Thu, 01 Jan 1970/.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { url, status: response.status, location: response.headers.get("location"), setCookie, body: await response.text() };
  }

  /** GET authorize; expects the 307 to the mock provider page and returns that page's URL. */
  async authorize(authorizeUrl: string): Promise<string> {
    const hop = await this.request(authorizeUrl);
    if (hop.status !== 307 || !hop.location) throw new Error(`authorize answered ${hop.status}: ${hop.body}`);
    return hop.location;
  }

  /** Loads the provider page and submits its email form; returns the callback URL the page sends the browser to. */
  async signInAtProvider(pageUrl: string, email: string): Promise<string> {
    const page = await this.request(pageUrl);
    if (page.status !== 200) throw new Error(`provider page answered ${page.status}`);
    const form = /<form method="post" action="([^"]+)">\s*<input type="hidden" name="state" value="([^"]+)">\s*<label for="mock-email">/.exec(page.body);
    if (!form) throw new Error("the provider page has no email form");
    const action = new URL(form[1]!.replace(/&amp;/g, "&"), pageUrl).href;
    const submit = await this.request(action, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ state: form[2]!, email }).toString(),
    });
    if (submit.status !== 303 || !submit.location) throw new Error(`provider form answered ${submit.status}: ${submit.body}`);
    return submit.location;
  }

  /** The whole dance; returns the service callback's answer (303 to the app, or an error). */
  async run(authorizeUrl: string, email: string): Promise<Hop> {
    const page = await this.authorize(authorizeUrl);
    const callback = await this.signInAtProvider(page, email);
    return this.request(callback);
  }
}

/**
 * Just enough of a browser page for the SDK's browser-only methods (signInWithOAuth,
 * callOAuthCallback, passkeys' hostname): `window.location`, `history.replaceState`,
 * `prompt` / `alert`, `sessionStorage`, and `document.cookie` with `max-age` / `expires`.
 * `install()` puts it on globalThis; the returned function takes it away again.
 */
export class FakeBrowser {
  href: string;
  /** Cookies of the page's origin, raw values by name. */
  readonly cookies = new Map<string, string>();
  /** Every `location.assign` / `location.replace` target, in order. */
  readonly navigations: string[] = [];
  /** Answers for `window.prompt`, taken in order (null = the person cancelled). */
  readonly promptAnswers: (string | null)[] = [];
  readonly prompts: string[] = [];
  readonly alerts: string[] = [];
  readonly storage = new Map<string, string>();
  #waiters: ((url: string) => void)[] = [];

  constructor(href: string) {
    this.href = href;
  }

  /** Resolves with the next `location.assign` / `replace` target. */
  nextNavigation(): Promise<string> {
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  #navigate(url: string): void {
    const absolute = new URL(url, this.href).href;
    this.navigations.push(absolute);
    this.#waiters.splice(0).forEach((resolve) => resolve(absolute));
  }

  install(): () => void {
    const self = this;
    const location = {
      get href() { return self.href; },
      get hostname() { return new URL(self.href).hostname; },
      get protocol() { return new URL(self.href).protocol; },
      get origin() { return new URL(self.href).origin; },
      get pathname() { return new URL(self.href).pathname; },
      get search() { return new URL(self.href).search; },
      get hash() { return new URL(self.href).hash; },
      assign: (url: string) => self.#navigate(url),
      replace: (url: string) => self.#navigate(url),
      reload: () => undefined,
    };
    const window = {
      location,
      history: {
        state: null,
        replaceState: (_state: unknown, _title: string, url: string) => { self.href = new URL(url, self.href).href; },
        pushState: (_state: unknown, _title: string, url: string) => { self.href = new URL(url, self.href).href; },
      },
      prompt: (message: string) => {
        self.prompts.push(message);
        return self.promptAnswers.length > 0 ? self.promptAnswers.shift()! : null;
      },
      alert: (message: string) => void self.alerts.push(message),
      sessionStorage: {
        getItem: (key: string) => self.storage.get(key) ?? null,
        setItem: (key: string, value: string) => void self.storage.set(key, String(value)),
        removeItem: (key: string) => void self.storage.delete(key),
      },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
    const document = {
      get cookie() {
        return [...self.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
      },
      set cookie(assignment: string) {
        const [pair, ...attributes] = assignment.split(";").map((part) => part.trim());
        const eq = pair!.indexOf("=");
        const name = pair!.slice(0, eq);
        const value = pair!.slice(eq + 1);
        const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
        const maxAge = attr("max-age");
        const expires = attr("expires");
        const gone = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && new Date(expires).getTime() <= Date.now());
        if (gone) self.cookies.delete(name);
        else self.cookies.set(name, value);
      },
    };
    const g = globalThis as Record<string, unknown>;
    const previous = { window: g.window, document: g.document };
    g.window = window;
    g.document = document;
    return () => {
      g.window = previous.window;
      g.document = previous.document;
      if (previous.window === undefined) delete g.window;
      if (previous.document === undefined) delete g.document;
    };
  }
}

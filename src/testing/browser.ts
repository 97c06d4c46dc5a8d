/**
 * Signed in without clicking: the token cookies the browser token store reads
 * (`stack-refresh-<project id>` and `stack-access`, docs/protocol.md §10), written for the
 * app's origin into a Playwright context, handed to Cypress, or as `document.cookie` lines.
 */
import { ACCESS_COOKIE, ACCESS_COOKIE_LIFETIME_MS, REFRESH_COOKIE_LIFETIME_MS, refreshCookieName, tokenCookieStrings } from "../lib/token-store/token-cookies";
import type { TestSession } from "./session";
import type { TestUser } from "./users";

/** A signed-in user (its first session) or one session of it. */
export type SignedIn = TestUser | TestSession;

/** One token cookie, in the fields browsers and test runners take (value as stored: percent-encoded). */
export type TokenCookie = {
  name: string;
  value: string;
  domain: string;
  path: "/";
  /** Seconds since the epoch (the machine's clock: the browser drops expired cookies by its own). */
  expires: number;
  secure: boolean;
  httpOnly: false;
  sameSite: "Lax";
};

/** The part of a Playwright `BrowserContext` the kit uses (`@playwright/test`'s and `playwright-core`'s fit). */
export type CookieContext = { addCookies(cookies: TokenCookie[]): Promise<void> };

/** The session a value stands for. @throws TypeError for a user made with `signedIn: false`. */
export function sessionOf(who: SignedIn): TestSession {
  if ("accessToken" in who) return who;
  if (!who.session) throw new TypeError(`User ${who.email} was made with signedIn: false; pass one of its sessions (await user.signIn())`);
  return who.session;
}

function originOf(url: string | URL): URL {
  try {
    return new URL(url);
  } catch {
    throw new TypeError(`${JSON.stringify(String(url))} is not a URL: give the app's origin, like "http://localhost:3000"`);
  }
}

/** The token cookies of `who` for the app at `url`, as a browser stores them. */
export function sessionCookies(who: SignedIn, url: string | URL): TokenCookie[] {
  const session = sessionOf(who);
  const origin = originOf(url);
  const secure = origin.protocol === "https:";
  const now = Date.now();
  const cookie = (name: string, value: string, lifetimeMs: number): TokenCookie => ({
    name,
    value: encodeURIComponent(value),
    domain: origin.hostname,
    path: "/",
    expires: Math.floor((now + lifetimeMs) / 1000),
    secure,
    httpOnly: false,
    sameSite: "Lax",
  });
  return [
    cookie(refreshCookieName(session.projectId), session.refreshToken, REFRESH_COOKIE_LIFETIME_MS),
    cookie(ACCESS_COOKIE, JSON.stringify([session.refreshToken, session.accessToken]), ACCESS_COOKIE_LIFETIME_MS),
  ];
}

/**
 * Signs `who` in for every page of a Playwright browser context at the app's origin `url`:
 * the next page load finds the session in the cookies, as after a sign-in.
 */
export async function signInBrowser(context: CookieContext, who: SignedIn, options: { url: string | URL }): Promise<void> {
  await context.addCookies(sessionCookies(who, options.url));
}

/**
 * The cookies to set with Cypress for `who` at the app's origin `url`: `name`, `value` and
 * the options `cy.setCookie(name, value, options)` takes.
 */
export function cypressCookies(who: SignedIn, url: string | URL): { name: string; value: string; options: { domain: string; path: "/"; secure: boolean; httpOnly: false; sameSite: "lax"; expiry: number } }[] {
  return sessionCookies(who, url).map((c) => ({ name: c.name, value: c.value, options: { domain: c.domain, path: c.path, secure: c.secure, httpOnly: c.httpOnly, sameSite: "lax", expiry: c.expires } }));
}

/**
 * The strings to assign to `document.cookie` (one at a time) on a page of the app to sign
 * `who` in there, exactly as the browser token store writes them.
 */
export function documentCookies(who: SignedIn, options: { secure?: boolean } = {}): string[] {
  const session = sessionOf(who);
  return tokenCookieStrings(
    { accessToken: session.accessToken, refreshToken: session.refreshToken },
    { projectId: session.projectId, secure: options.secure ?? false, now: Date.now() },
  );
}

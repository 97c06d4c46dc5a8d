/** The demo: a home page with the UserButton, a page that needs sign-in, and the handler. */
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { AccountSettings, GatehouseProvider, Handler, LOCALES, UserButton, useUser } from "gatehouse/react";
import { app, emulatorUrl } from "./app";
import { demoLocale, demoText, languageName } from "./demo-texts";
import { PREVIEW } from "./preview-data";

/** `?lang=de-DE` (or the header's picker) picks the UI language for this tab (kept while you click through the pages). */
function chosenLanguage(): string | undefined {
  const fromQuery = new URLSearchParams(window.location.search).get("lang");
  if (fromQuery) window.sessionStorage.setItem("gatehouse-demo-lang", fromQuery);
  const lang = fromQuery ?? window.sessionStorage.getItem("gatehouse-demo-lang") ?? undefined;
  if (lang) document.documentElement.lang = lang;
  return lang;
}

/** Picks another language: the same page again, in that language. */
function switchLanguage(lang: string) {
  const url = new URL(window.location.href);
  url.searchParams.set("lang", lang);
  window.location.assign(url);
}

// The colour mode "Toggle theme" picks, kept in a cookie (a page rendered on a server would
// read it there and send the same mode; this one applies it before the first render).
const THEME_COOKIE = "gatehouse-demo-theme";

function applySavedTheme() {
  const saved = /(?:^|;\s*)gatehouse-demo-theme=(light|dark)/.exec(document.cookie)?.[1];
  document.documentElement.classList.toggle("dark", saved === "dark");
}

function toggleTheme() {
  const dark = document.documentElement.classList.toggle("dark");
  document.cookie = `${THEME_COOKIE}=${dark ? "dark" : "light"}; path=/; max-age=31536000; samesite=lax`;
}

function Header({ locale }: { locale: string }) {
  const t = (text: Parameters<typeof demoText>[1]) => demoText(locale, text);
  return (
    <header>
      <nav aria-label="Demo">
        <a href="/">{t("Home")}</a>
        <a href="/protected">{t("Protected page")}</a>
        <a href={`${emulatorUrl}/emulator/mail`} target="_blank" rel="noreferrer">
          {t("Emulator inbox")}
        </a>
      </nav>
      <span className="header-end">
        <label>
          <span className="sr-only">{t("Language")}</span>
          <select value={locale} onChange={(e) => switchLanguage(e.target.value)}>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {languageName(l)}
              </option>
            ))}
          </select>
        </label>
        <UserButton showUserInfo colorModeToggle={toggleTheme} />
      </span>
    </header>
  );
}

function Home() {
  const user = useUser();
  return (
    <main>
      <h1>gatehouse demo</h1>
      <p>{user ? `Signed in as ${user.displayName ?? user.primaryEmail ?? "a user without an email"}.` : "You are not signed in."}</p>
      {/* The same pages as the avatar menu, as plain links a first-time visitor sees at once. */}
      <nav aria-label="Account" className="account-links">
        {user ? (
          <>
            <a href={app.urls.accountSettings}>Account settings</a>
            <a href={app.urls.signOut}>Sign out</a>
          </>
        ) : (
          <>
            <a href={app.urls.signIn}>Sign in</a>
            <a href={app.urls.signUp}>Sign up</a>
          </>
        )}
      </nav>
      <p>
        Emails the emulator sends (magic links, verification, password reset, invitations) appear in its{" "}
        <a href={`${emulatorUrl}/emulator/mail`} target="_blank" rel="noreferrer">
          inbox
        </a>
        .
      </p>
    </main>
  );
}

/** Where a new account lands (`urls.afterSignUp`). */
function Welcome() {
  const user = useUser();
  return (
    <main>
      <h1>Welcome!</h1>
      <p>{user ? `Your account ${user.primaryEmail ?? ""} is ready.` : "Sign up to get started."}</p>
    </main>
  );
}

/** Requires sign-in: signed out, `useUser({ or: "redirect" })` (getUser's hook twin) goes to sign-in and comes back. */
function Protected() {
  const user = useUser({ or: "redirect" });
  return (
    <main>
      <h1>Protected page</h1>
      <p>Only signed-in users see this. Your user id is {user.id}.</p>
    </main>
  );
}

function Page() {
  const path = window.location.pathname;
  // The host page gives the handler its <main> landmark (the pages render no landmark of
  // their own, so a host with its own <main> around them does not get two).
  if (path.startsWith(app.urls.handler)) {
    return (
      <main className="handler">
        <Handler fullPage location={path} />
      </main>
    );
  }
  if (path === "/protected") return <Protected />;
  if (path === "/welcome") return <Welcome />;
  // Account settings from data (the preview props): no sign-in, same content on every run.
  if (path === "/preview/account-settings") {
    return (
      <main className="handler">
        <AccountSettings fullPage {...PREVIEW} />
      </main>
    );
  }
  return <Home />;
}

applySavedTheme();
const lang = chosenLanguage();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <GatehouseProvider app={app} lang={lang}>
      <Header locale={demoLocale(lang)} />
      <Suspense fallback={<main aria-busy="true">Loading…</main>}>
        <Page />
      </Suspense>
    </GatehouseProvider>
  </StrictMode>,
);

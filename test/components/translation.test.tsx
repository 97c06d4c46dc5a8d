// @vitest-environment happy-dom
/** Languages: the thirteen locales, their lazy loading, overrides in either spelling, and Intl formats. */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatNumber, formatRelative } from "../../src/components/format-dates";
import { OFFICIAL_TEXTS } from "../../src/components/official-texts";
import { LOCALES, resolveLocale } from "../../src/components/translation";
import { UI_TEXTS } from "../../src/components/ui-texts";
import { AuthPage, GatehouseProvider } from "../../src/react";
import { testApp } from "./setup-app";

afterEach(cleanup);

const MOCK_PROJECT = { config: { signUpEnabled: true, credentialEnabled: true, magicLinkEnabled: true, passkeyEnabled: false, oauthProviders: [{ id: "github" }], clientTeamCreationEnabled: false, clientUserDeletionEnabled: false, allowUserApiKeys: false, allowTeamApiKeys: false } };

function renderSignIn(props: { lang?: string; translationOverrides?: Record<string, string> }) {
  const { app } = testApp();
  render(
    <GatehouseProvider app={app} {...props}>
      <AuthPage type="sign-in" mockProject={MOCK_PROJECT} />
    </GatehouseProvider>,
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();

describe("locales", () => {
  it("are the thirteen of the official SDK", () => {
    expect([...LOCALES].sort()).toEqual(["de-DE", "en-US", "es-419", "es-ES", "fr-CA", "fr-FR", "it-IT", "ja-JP", "ko-KR", "pt-BR", "pt-PT", "zh-CN", "zh-TW"]);
  });

  for (const locale of LOCALES.filter((l) => l !== "en-US")) {
    it(`${locale} translates every text, keeping its placeholders`, async () => {
      const table = (await import(`../../src/components/locales/${locale}.ts`)).default as Record<string, string>;
      expect(UI_TEXTS.filter((text) => !table[text]?.trim())).toEqual([]);
      expect(Object.keys(table).filter((key) => !UI_TEXTS.includes(key))).toEqual([]);
      for (const text of UI_TEXTS) expect(placeholders(table[text]!), `${locale}: ${text}`).toEqual(placeholders(text));
    });
  }

  it("resolves a lang to a built-in locale: exact, by language, else English", () => {
    expect(resolveLocale("de-DE")).toBe("de-DE");
    expect(resolveLocale("ja-jp")).toBe("ja-JP");
    expect(resolveLocale("de")).toBe("de-DE");
    expect(resolveLocale("de-AT")).toBe("de-DE");
    expect(resolveLocale("pt")).toBe("pt-BR");
    expect(resolveLocale("zh-Hant")).toBe("zh-TW");
    expect(resolveLocale("zh-HK")).toBe("zh-TW");
    expect(resolveLocale("es-MX")).toBe("es-419");
    expect(resolveLocale("xx-YY")).toBe("en-US");
    expect(resolveLocale(undefined)).toBe("en-US");
  });

  it("loads each language with its own dynamic import (nothing of them in the static graph)", () => {
    const source = readFileSync(join(process.cwd(), "src/components/translation.ts"), "utf8");
    expect(source).not.toMatch(/^import .*locales\//m);
    for (const locale of LOCALES.filter((l) => l !== "en-US")) expect(source).toContain(`import("./locales/${locale}")`);
  });
});

describe("lang", () => {
  it("shows the sign-in page in German", async () => {
    renderSignIn({ lang: "de-DE" });
    expect(await screen.findByRole("heading", { name: "Bei Ihrem Konto anmelden" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mit GitHub anmelden" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "E-Mail & Passwort" })).toBeTruthy();
  });

  it("shows the sign-in page in Japanese, errors too", async () => {
    renderSignIn({ lang: "ja-JP" });
    expect(await screen.findByRole("heading", { name: "アカウントにサインイン" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("メールアドレス"), { target: { value: "foo@bar" } });
    fireEvent.click(screen.getByRole("button", { name: "メールを送信" }));
    expect(await screen.findByText("有効なメールアドレスを入力してください（例: name@example.com）。")).toBeTruthy();
  });

  it("falls back to English for a language it does not have", async () => {
    renderSignIn({ lang: "xx-YY" });
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeTruthy();
  });
});

describe("translationOverrides", () => {
  it("accepts the official SDK's English source texts as keys", async () => {
    renderSignIn({ translationOverrides: { "Email & Password": "Mail + Passwort", "Sign In": "Los" } });
    expect(await screen.findByRole("tab", { name: "Mail + Passwort" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Mail + Passwort" }));
    expect(await screen.findByRole("button", { name: "Los" })).toBeTruthy();
  });

  it("wins over the chosen language", async () => {
    renderSignIn({ lang: "de-DE", translationOverrides: { "Sign in to your account": "Willkommen zurück" } });
    expect(await screen.findByRole("heading", { name: "Willkommen zurück" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "E-Mail & Passwort" })).toBeTruthy();
  });

  it("warns once about unknown keys and never throws (the official docs' example)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderSignIn({ translationOverrides: { "Sign in to your acount": "Typo", "Sign In": "Enter" } });
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeTruthy();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(warn.mock.calls.flat().join(" ")).toContain("Sign in to your acount");
    warn.mockRestore();
  });

  it("maps every official key to texts we show", () => {
    for (const targets of Object.values(OFFICIAL_TEXTS)) for (const text of targets) expect(UI_TEXTS).toContain(text);
  });
});

describe("dates, numbers and relative times through Intl", () => {
  const date = new Date(Date.UTC(2026, 2, 5, 12));
  it("in the chosen locale", () => {
    expect(formatDate(date, "de-DE")).toBe("05.03.2026");
    expect(formatDate(date, "ja-JP")).toBe("2026/03/05");
    expect(formatNumber(1234.5, "de-DE")).toBe("1.234,5");
    expect(formatRelative(new Date(date.getTime() - 3 * 86_400_000), "de-DE", date.getTime())).toBe("vor 3 Tagen");
    expect(formatRelative(new Date(date.getTime() + 2 * 3_600_000), "ja-JP", date.getTime())).toBe("2 時間後");
    expect(formatRelative(new Date(date.getTime() - 3 * 86_400_000), "en-US", date.getTime())).toBe("3 days ago");
  });
});

/**
 * UI texts. Components write their English text through `t(...)`; the provider's `lang`
 * picks a built-in translation (each language its own chunk, loaded only when chosen) and
 * `translationOverrides` replaces any text, keyed by our English text or by the official
 * SDK's English source text. A key neither knows warns in development and is ignored.
 */
import { fillIn, type Translator } from "./format-text";
import { isProductionBuild } from "./build-mode";

export type { Translator } from "./format-text";

/** The built-in languages (the official SDK's thirteen). */
export const LOCALES = ["en-US", "de-DE", "es-419", "es-ES", "fr-CA", "fr-FR", "it-IT", "ja-JP", "ko-KR", "pt-BR", "pt-PT", "zh-CN", "zh-TW"] as const;
export type Locale = (typeof LOCALES)[number];

type Table = Readonly<Record<string, string>>;

/** One dynamic import per language: an app in English ships none of them. */
const LOADERS: Record<Exclude<Locale, "en-US">, () => Promise<{ default: Table }>> = {
  "de-DE": () => import("./locales/de-DE"),
  "es-419": () => import("./locales/es-419"),
  "es-ES": () => import("./locales/es-ES"),
  "fr-CA": () => import("./locales/fr-CA"),
  "fr-FR": () => import("./locales/fr-FR"),
  "it-IT": () => import("./locales/it-IT"),
  "ja-JP": () => import("./locales/ja-JP"),
  "ko-KR": () => import("./locales/ko-KR"),
  "pt-BR": () => import("./locales/pt-BR"),
  "pt-PT": () => import("./locales/pt-PT"),
  "zh-CN": () => import("./locales/zh-CN"),
  "zh-TW": () => import("./locales/zh-TW"),
};

/** For a bare language or another region, the locale most of its speakers read. */
const BY_LANGUAGE: Record<string, Locale> = { en: "en-US", de: "de-DE", es: "es-419", fr: "fr-FR", it: "it-IT", ja: "ja-JP", ko: "ko-KR", pt: "pt-BR", zh: "zh-CN" };
const TRADITIONAL = /^zh-(tw|hk|mo|hant)/i;

/**
 * The built-in locale for `lang`: the same code in any letter case, else the language's
 * usual locale (`de`, `de-AT` -> `de-DE`; `zh-HK`, `zh-Hant` -> `zh-TW`), else `en-US`.
 */
export function resolveLocale(lang: string | undefined): Locale {
  if (!lang) return "en-US";
  const exact = LOCALES.find((l) => l.toLowerCase() === lang.toLowerCase());
  if (exact) return exact;
  if (TRADITIONAL.test(lang)) return "zh-TW";
  return BY_LANGUAGE[lang.slice(0, 2).toLowerCase()] ?? "en-US";
}

/** A value loaded once per key, readable synchronously once there (so rendering can suspend on it). */
type Loaded<T> = { promise: Promise<T>; value?: T };
const loaded = new Map<string, Loaded<unknown>>();

/** Loads once per key; a chunk that cannot be downloaded gives `fallback` (English, with a warning). */
function load<T>(key: string, start: () => Promise<T>, fallback: T): Loaded<T> {
  let entry = loaded.get(key) as Loaded<T> | undefined;
  if (!entry) {
    const created: Loaded<T> = {
      promise: start().then(
        (value) => (created.value = value),
        (error: unknown) => {
          warnInDevelopment(`could not load ${key} (${String(error)}); showing English.`);
          return (created.value = fallback);
        },
      ),
    };
    entry = created;
    loaded.set(key, entry);
  }
  return entry;
}

function loadTable(locale: Locale): Loaded<Table> | null {
  return locale === "en-US" ? null : load(`locale:${locale}`, async () => (await LOADERS[locale]()).default, {});
}

type OverrideKeys = typeof import("./override-keys");
const NO_KEYS: OverrideKeys = { resolveOverrides: () => new Map() };

function loadKeys(): Loaded<OverrideKeys> {
  return load("override-keys", () => import("./override-keys"), NO_KEYS);
}

/**
 * Loads `lang`'s texts ahead of rendering (server rendering in another language, or to
 * avoid a moment of suspense on the client). Resolves once they are there.
 */
export async function preloadLanguage(lang: string): Promise<void> {
  await loadTable(resolveLocale(lang))?.promise;
}

/** The translator of a provider, or the promise to wait for before there is one. */
export type TranslatorState = { t: Translator; locale: Locale; pending: null } | { t: null; locale: Locale; pending: Promise<unknown> };

/** The state for `lang` and `overrides` now: ready, or pending on the chunks still loading. */
export function translatorState(lang: string | undefined, overrides: Record<string, string> | undefined): TranslatorState {
  const locale = resolveLocale(lang);
  const table = loadTable(locale);
  const hasOverrides = overrides !== undefined && Object.keys(overrides).length > 0;
  const keys = hasOverrides ? loadKeys() : null;
  const waiting = [table, keys].filter((l) => l !== null && l.value === undefined) as Loaded<unknown>[];
  if (waiting.length > 0) return { t: null, locale, pending: Promise.all(waiting.map((l) => l.promise)) };
  const replaced = keys?.value ? keys.value.resolveOverrides(overrides!, warnInDevelopment) : new Map<string, string>();
  const texts = table?.value;
  const t: Translator = (english, values) => fillIn(replaced.get(english) ?? texts?.[english] ?? english, values);
  return { t, locale, pending: null };
}

/** The English translator (no provider, or while nothing needs loading). */
export const englishTranslator: Translator = (english, values) => fillIn(english, values);

function warnInDevelopment(message: string): void {
  if (!isProductionBuild()) console.warn(`gatehouse: ${message}`);
}

/**
 * The demo page's own texts (its header), in each language the components ship, so the
 * page around them follows the language picker too. Language names come from the browser
 * (`Intl.DisplayNames`), each in its own language.
 */
import { LOCALES } from "gatehouse/react";

export type DemoText = "Home" | "Protected page" | "Emulator inbox" | "Language";

const TEXTS: Record<string, Record<DemoText, string>> = {
  "de-DE": { Home: "Startseite", "Protected page": "Geschützte Seite", "Emulator inbox": "Emulator-Posteingang", Language: "Sprache" },
  "es-419": { Home: "Inicio", "Protected page": "Página protegida", "Emulator inbox": "Bandeja de entrada del emulador", Language: "Idioma" },
  "es-ES": { Home: "Inicio", "Protected page": "Página protegida", "Emulator inbox": "Bandeja de entrada del emulador", Language: "Idioma" },
  "fr-CA": { Home: "Accueil", "Protected page": "Page protégée", "Emulator inbox": "Boîte de réception de l'émulateur", Language: "Langue" },
  "fr-FR": { Home: "Accueil", "Protected page": "Page protégée", "Emulator inbox": "Boîte de réception de l'émulateur", Language: "Langue" },
  "it-IT": { Home: "Home", "Protected page": "Pagina protetta", "Emulator inbox": "Posta in arrivo dell'emulatore", Language: "Lingua" },
  "ja-JP": { Home: "ホーム", "Protected page": "保護されたページ", "Emulator inbox": "エミュレーターの受信トレイ", Language: "言語" },
  "ko-KR": { Home: "홈", "Protected page": "보호된 페이지", "Emulator inbox": "에뮬레이터 받은편지함", Language: "언어" },
  "pt-BR": { Home: "Início", "Protected page": "Página protegida", "Emulator inbox": "Caixa de entrada do emulador", Language: "Idioma" },
  "pt-PT": { Home: "Início", "Protected page": "Página protegida", "Emulator inbox": "Caixa de entrada do emulador", Language: "Idioma" },
  "zh-CN": { Home: "首页", "Protected page": "受保护页面", "Emulator inbox": "模拟器收件箱", Language: "语言" },
  "zh-TW": { Home: "首頁", "Protected page": "受保護頁面", "Emulator inbox": "模擬器收件匣", Language: "語言" },
};

/** The shipped locale for a tag (`de` -> `de-DE`), else English. */
export function demoLocale(lang: string | undefined): string {
  if (!lang) return "en-US";
  const exact = LOCALES.find((l) => l.toLowerCase() === lang.toLowerCase());
  return exact ?? LOCALES.find((l) => l.slice(0, 2) === lang.slice(0, 2).toLowerCase()) ?? "en-US";
}

/** The demo's text in `locale` (English when it has none). */
export function demoText(locale: string, text: DemoText): string {
  return TEXTS[locale]?.[text] ?? text;
}

/** A language's own name for itself ("Deutsch", "日本語"). */
export function languageName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

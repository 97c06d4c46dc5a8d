/** The frame of every page: a card, centred on the viewport when `fullPage`. */
import type { ReactNode } from "react";
import { useLocale } from "../provider";
import { useRootClass } from "./root-class";
import { Spinner } from "./spinner";

export function PageFrame({ fullPage = false, wide = false, children, labelledBy }: { fullPage?: boolean; wide?: boolean; children: ReactNode; labelledBy?: string }) {
  const card = (
    <section className={`gh-card${wide ? " gh-wide" : ""}`} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
  const root = useRootClass();
  // The language of the texts inside (screen readers' voice, the right CJK glyph forms).
  const lang = useLocale();
  return (
    // A wide card (account settings) starts at the top: centred, a short page of it left a
    // blank band above.
    <div className={`${root}${fullPage ? (wide ? " gh-full-page gh-full-page-top" : " gh-full-page") : ""}`} lang={lang}>
      {card}
    </div>
  );
}

/**
 * A page that only says what it is doing while it works (signing in, signing out): the
 * message is the page's heading (a page needs one) inside a live status region.
 */
export function WaitingPage({ fullPage = false, message }: { fullPage?: boolean; message: string }) {
  return (
    <PageFrame fullPage={fullPage}>
      <div className="gh-center" role="status">
        <h1 className="gh-title">
          <Spinner /> {message}
        </h1>
      </div>
    </PageFrame>
  );
}

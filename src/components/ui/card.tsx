/** The frame of every page: a card, centred on the viewport when `fullPage`. */
import type { ReactNode } from "react";
import { useRootClass } from "./root-class";

export function PageFrame({ fullPage = false, wide = false, children, labelledBy }: { fullPage?: boolean; wide?: boolean; children: ReactNode; labelledBy?: string }) {
  const card = (
    <section className={`gh-card${wide ? " gh-wide" : ""}`} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
  const root = useRootClass();
  return <div className={`${root}${fullPage ? " gh-full-page" : ""}`}>{card}</div>;
}

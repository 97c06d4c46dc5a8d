/** A small accessible tab list (WAI-ARIA tabs: arrow keys move between tabs). */
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export type TabItem = { id: string; label: string; content: ReactNode };

export function Tabs({ items, selected, onSelect, label }: { items: TabItem[]; selected: string; onSelect: (id: string) => void; label: string }) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = items.find((i) => i.id === selected) ?? items[0]!;
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const target = event.key === "Home" ? 0 : event.key === "End" ? items.length - 1 : delta ? (index + delta + items.length) % items.length : -1;
    if (target < 0) return;
    event.preventDefault();
    onSelect(items[target]!.id);
    refs.current[target]?.focus();
  };
  return (
    <div className="gh-stack">
      <div role="tablist" aria-label={label} className="gh-tabs">
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-controls={`${base}-panel-${item.id}`}
            aria-selected={item.id === current.id}
            tabIndex={item.id === current.id ? 0 : -1}
            className="gh-tab"
            onClick={() => onSelect(item.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`}>
        {current.content}
      </div>
    </div>
  );
}

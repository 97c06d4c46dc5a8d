/** A button that copies a value to the clipboard and says so (politely announced). */
import { useEffect, useState } from "react";
import { Button } from "../components/ui/form";

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = window.setTimeout(() => setState("idle"), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
  };
  return (
    <span className="gc-copy">
      <Button variant="ghost" className="gc-small" aria-label={label} onClick={() => void copy()}>
        Copy
      </Button>
      <span role="status" className="gc-copy-status">
        {state === "copied" ? "Copied" : state === "failed" ? "Could not copy: select the text instead" : ""}
      </span>
    </span>
  );
}

/** A value shown on its own (select-all on click), with its copy button. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  return (
    <span className="gc-value-row">
      <code className="gc-value">{value}</code>
      <CopyButton value={value} label={label} />
    </span>
  );
}

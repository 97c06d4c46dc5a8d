/** A titled card with a message and up to two actions (docs/api.md §4.5 `MessageCard`). */
import { useId, type ReactNode } from "react";
import { PageFrame } from "./ui/card";
import { Button } from "./ui/form";
import { useAction } from "./ui/use-action";

export type MessageCardProps = {
  title: string;
  children?: ReactNode | undefined;
  fullPage?: boolean | undefined;
  primaryButtonText?: string | undefined;
  primaryAction?: (() => void | Promise<void>) | undefined;
  secondaryButtonText?: string | undefined;
  secondaryAction?: (() => void | Promise<void>) | undefined;
};

export function MessageCard({ title, children, fullPage = false, primaryButtonText, primaryAction, secondaryButtonText, secondaryAction }: MessageCardProps) {
  const id = useId();
  const primary = useAction(async () => {
    await primaryAction?.();
  });
  const secondary = useAction(async () => {
    await secondaryAction?.();
  });
  return (
    <PageFrame fullPage={fullPage} labelledBy={id}>
      <h1 id={id} className="gh-title">
        {title}
      </h1>
      {typeof children === "string" ? <p className="gh-text gh-center">{children}</p> : children}
      {primaryButtonText || secondaryButtonText ? (
        <div className="gh-row" style={{ justifyContent: "center" }}>
          {secondaryButtonText ? (
            <Button busy={secondary.busy} onClick={() => void secondary.run()}>
              {secondaryButtonText}
            </Button>
          ) : null}
          {primaryButtonText ? (
            <Button variant="primary" busy={primary.busy} onClick={() => void primary.run()}>
              {primaryButtonText}
            </Button>
          ) : null}
        </div>
      ) : null}
      {primary.error || secondary.error ? (
        <p className="gh-error" role="alert">
          {primary.error ?? secondary.error}
        </p>
      ) : null}
    </PageFrame>
  );
}

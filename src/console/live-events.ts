/**
 * Following the emulator's event stream (`GET /emulator/api/events`): it says when the
 * request log or the outbox changed, and the page reads its JSON again. The stream is open
 * only while the page is visible; a hidden page holds no connection and asks nothing.
 */
import type { LiveEventName } from "../interface/wire/emulator-api";

export const EVENTS_PATH = "/emulator/api/events";

export type LiveFollower = {
  /** An event named `name` said something changed. */
  changed(): void;
  /** The stream opened (true), or was lost or refused (false): the caller polls meanwhile. */
  streaming(open: boolean): void;
};

/**
 * Opens the stream while the page is visible and closes it while hidden; returns the stop.
 * An event whose version is the one already seen (the stream says the current versions each
 * time it opens) is not passed on. EventSource opens a lost stream again by itself; one it
 * gives up on (refused: too many open) is tried again the next time the page is shown.
 */
export function followLiveEvents(name: LiveEventName, follower: LiveFollower): () => void {
  let source: EventSource | null = null;
  let seen: string | null = null;
  const open = () => {
    if (source !== null || typeof EventSource === "undefined") return;
    const current = new EventSource(EVENTS_PATH);
    source = current;
    current.addEventListener("open", () => follower.streaming(true));
    current.addEventListener("error", () => {
      follower.streaming(false);
      if (current.readyState === EventSource.CLOSED && source === current) source = null;
    });
    current.addEventListener(name, (event) => {
      const version = (event as MessageEvent<string>).data;
      if (version === seen) return;
      seen = version;
      follower.changed();
    });
  };
  const close = () => {
    if (source === null) return;
    source.close();
    source = null;
    follower.streaming(false);
  };
  const visibility = () => (document.visibilityState === "visible" ? open() : close());
  visibility();
  document.addEventListener("visibilitychange", visibility);
  return () => {
    document.removeEventListener("visibilitychange", visibility);
    close();
  };
}

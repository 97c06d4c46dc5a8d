/**
 * The scaffold of a console page about one record (a user, a team): a link back to the
 * list, the record loaded through the admin tier with its loading, error and not-found
 * states, a heading, and tabs for its parts. The chosen tab is in the query
 * (`?tab=<id>`), so it survives a reload and the back button; a query, unlike the path,
 * is not a move to another page, so the shell leaves the keyboard's focus on the tab the
 * arrow keys moved to.
 */
import type { ReactNode } from "react";
import { ErrorText } from "../../components/ui/form";
import { Spinner } from "../../components/ui/spinner";
import { Tabs } from "../../components/ui/tabs";
import type { ConsolePageProps } from "../page-props";
import { ConsoleLink, consoleHref } from "./console-links";
import { useLoaded } from "./use-loaded";

export type RecordTab<Id extends string> = { readonly id: Id; readonly label: string };

export type RecordPageProps<T, Id extends string> = {
  props: ConsolePageProps;
  /** The list page's segment (`users`, `teams`); the back link and the tabs' addresses start there. */
  listPath: string;
  /** What the record is, in words: `user` gives "← All users", "Loading the user…", "User not found". */
  noun: string;
  recordId: string;
  /** The record, or null when the project has none of that id. */
  load: () => Promise<T | null>;
  tabs: readonly RecordTab<Id>[];
  /** The tabs' accessible name. */
  tabsLabel: string;
  heading: (record: T) => ReactNode;
  content: (record: T, reload: () => Promise<void>) => Record<Id, ReactNode>;
};

export function RecordPage<T, Id extends string>({ props, listPath, noun, recordId, load, tabs, tabsLabel, heading, content }: RecordPageProps<T, Id>) {
  const loaded = useLoaded(load, `${props.project.id}\n${recordId}`);
  const tab = tabs.find((t) => t.id === props.search.get("tab"))?.id ?? tabs[0]!.id;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const back = (
    <p>
      <ConsoleLink props={props} path={listPath}>
        ← All {noun}s
      </ConsoleLink>
    </p>
  );
  if (loaded.error) {
    return (
      <div className="gh-stack">
        {back}
        <h1 className="gc-h1">{Noun}</h1>
        <ErrorText>{loaded.error}</ErrorText>
      </div>
    );
  }
  const record = loaded.data;
  if (record === undefined) {
    return (
      <div className="gh-stack" role="status">
        {back}
        <h1 className="gc-h1">
          <Spinner /> Loading the {noun}…
        </h1>
      </div>
    );
  }
  if (record === null) {
    return (
      <div className="gh-stack">
        {back}
        <h1 className="gc-h1">{Noun} not found</h1>
        <p className="gh-text">
          No {noun} of {props.project.displayName} has the id <code>{recordId}</code>. It may have been deleted.
        </p>
      </div>
    );
  }
  const parts = content(record, loaded.reload);
  return (
    <div className="gh-stack">
      {back}
      {heading(record)}
      <Tabs
        label={tabsLabel}
        selected={tab}
        onSelect={(id) => props.navigate(consoleHref(props, `${listPath}/${encodeURIComponent(recordId)}?tab=${id}`))}
        items={tabs.map((t) => ({ id: t.id, label: t.label, content: parts[t.id] }))}
      />
    </div>
  );
}

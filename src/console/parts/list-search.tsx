/**
 * A list page's search box. The search is in the address (`?q=`), so the back button and
 * a reload keep it: `listQuery` reads it, and `ListSearch` moves to the list's address with
 * the typed words (the field follows the address when it changes another way).
 */
import { Button, Field, Form } from "../../components/ui/form";
import type { ConsolePageProps } from "../page-props";
import { consoleHref } from "./console-links";
import { useDraft } from "./use-draft";

/** The search in the address, trimmed ("" for none). */
export function listQuery(props: Pick<ConsolePageProps, "search">): string {
  return props.search.get("q")?.trim() ?? "";
}

export function ListSearch({ props, path, label, fieldLabel, onSearch }: {
  props: Pick<ConsolePageProps, "search" | "navigate">;
  /** The list page's segment (`users`, `teams`). */
  path: string;
  /** The search landmark's name. */
  label: string;
  fieldLabel: string;
  /** Called with the new search before the move, so the page can start its paging again. */
  onSearch: (query: string) => void;
}) {
  const query = listQuery(props);
  const [typed, setTyped] = useDraft(query);
  return (
    <Form
      className="gh-inline-form"
      role="search"
      aria-label={label}
      onSubmit={() => {
        onSearch(typed.trim());
        props.navigate(consoleHref(props, typed.trim() ? `${path}?q=${encodeURIComponent(typed.trim())}` : path));
      }}
    >
      <Field label={fieldLabel} type="search" name="q" value={typed} onChange={(e) => setTyped(e.target.value)} />
      <Button type="submit" variant="primary">
        Search
      </Button>
    </Form>
  );
}

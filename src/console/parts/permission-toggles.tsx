/**
 * Permissions as a list of the project's definitions, each granted directly or not, with
 * a button that grants or revokes it. Shared by a user's project permissions and a team
 * member's team permissions; a permission only held through another (contained) one is
 * marked, and revoking is offered only for direct grants.
 */
import { Button, ErrorText } from "../../components/ui/form";
import { useConsoleAction } from "./use-console-action";

export type PermissionRow = { id: string; description?: string | undefined; direct: boolean; effective: boolean };

export function PermissionToggles({ label, rows, grant, revoke }: { label: string; rows: PermissionRow[]; grant: (id: string) => Promise<void>; revoke: (id: string) => Promise<void> }) {
  const action = useConsoleAction(async (id: string, granted: boolean) => {
    await (granted ? revoke(id) : grant(id));
  });
  if (rows.length === 0) return <p className="gh-muted">The project defines no permissions of this kind.</p>;
  return (
    <>
      <ErrorText>{action.error}</ErrorText>
      <ul className="gh-list" aria-label={label}>
        {rows.map((row) => (
          <li key={row.id} className="gh-list-item">
            <div>
              <p className="gh-text">
                <code>{row.id}</code> {row.direct ? <span className="gh-badge">granted</span> : row.effective ? <span className="gh-badge">through another permission</span> : null}
              </p>
              {row.description ? <p className="gh-note">{row.description}</p> : null}
            </div>
            <Button variant={row.direct ? "danger" : "secondary"} aria-label={`${row.direct ? "Revoke" : "Grant"} ${row.id}`} onClick={() => void action.run(row.id, row.direct)}>
              {row.direct ? "Revoke" : "Grant"}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Rows of every definition, in the project's order, with what the user holds directly and through containment. */
export function permissionRows(definitions: readonly { id: string; description?: string | undefined }[], direct: readonly { id: string }[], effective: readonly { id: string }[]): PermissionRow[] {
  const directIds = new Set(direct.map((p) => p.id));
  const effectiveIds = new Set(effective.map((p) => p.id));
  return definitions.map((d) => ({ id: d.id, description: d.description, direct: directIds.has(d.id), effective: effectiveIds.has(d.id) }));
}

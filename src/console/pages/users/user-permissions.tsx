/** A user's project permissions: every project permission the project defines, granted or revoked here. Team permissions are on the team's page. */
import { ErrorText } from "../../../components/ui/form";
import { PermissionToggles, permissionRows } from "../../parts/permission-toggles";
import { ConsoleSection } from "../../parts/section";
import { useLoaded } from "../../parts/use-loaded";
import type { UserPartProps } from "./user-part";

export function UserPermissions({ user, page }: UserPartProps) {
  const rows = useLoaded(async () => {
    const [definitions, direct, effective] = await Promise.all([
      page.app.listProjectPermissionDefinitions(),
      user.listPermissions({ recursive: false }),
      user.listPermissions({ recursive: true }),
    ]);
    return permissionRows(definitions, direct, effective);
  }, user.id);
  return (
    <ConsoleSection title="Project permissions" note="Team permissions are granted on each team's page.">
      <ErrorText>{rows.error}</ErrorText>
      {rows.data ? (
        <PermissionToggles
          label="Project permissions"
          rows={rows.data}
          grant={async (id) => {
            await user.grantPermission(id);
            await rows.reload();
          }}
          revoke={async (id) => {
            await user.revokePermission(id);
            await rows.reload();
          }}
        />
      ) : null}
    </ConsoleSection>
  );
}

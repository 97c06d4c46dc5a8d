/** Create a user: an email (optional), a password (optional) and a display name, made directly through the admin tier with no mail sent. */
import { useState } from "react";
import type { AdminApp, ServerUser } from "../../../index";
import { Field } from "../../../components/ui/form";
import { CreateSection } from "../../parts/create-section";
import { useConsoleAction } from "../../parts/use-console-action";

export function CreateUserForm({ app, onCreated }: { app: AdminApp; onCreated: (user: ServerUser) => void }) {
  const [email, setEmail] = useState("");
  const [displayName, setDisplayName] = useState("");
  const [password, setPassword] = useState("");
  const [verified, setVerified] = useState(true);
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useConsoleAction(async () => {
    const primaryEmail = email.trim();
    if (primaryEmail && !/^[^\s@]+@[^\s@]+$/.test(primaryEmail)) {
      setInvalid("Enter an email address like name@example.com, or leave it empty.");
      return;
    }
    setInvalid(null);
    const user = await app.createUser({
      ...(primaryEmail ? { primaryEmail, primaryEmailVerified: verified, primaryEmailAuthEnabled: true } : {}),
      ...(password ? { password } : {}),
      ...(displayName.trim() ? { displayName: displayName.trim() } : {}),
    });
    onCreated(user);
  });
  return (
    <CreateSection id="console-create-user" title="Create a user" submitLabel="Create user" action={create}>
      <Field label="Email" type="email" autoComplete="off" value={email} error={invalid} onChange={(e) => setEmail(e.target.value)} hint="Optional. It can sign in with a password or a code." />
      <label className="gh-row">
        <input type="checkbox" checked={verified} onChange={(e) => setVerified(e.target.checked)} />
        Email verified
      </label>
      <Field label="Display name" autoComplete="off" value={displayName} onChange={(e) => setDisplayName(e.target.value)} hint="Optional." />
      <Field label="Password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} hint="Optional: without one, the user signs in another way." />
    </CreateSection>
  );
}

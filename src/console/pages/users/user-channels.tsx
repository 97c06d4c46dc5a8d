/**
 * A user's contact channels (email addresses): whether each is primary, verified and used
 * for sign-in, with those flags changed in place, deleting one, and adding one.
 */
import { useState } from "react";
import type { ServerContactChannel } from "../../../index";
import { Button, ErrorText, Field, Form } from "../../../components/ui/form";
import { ConsoleSection, focusSectionOf } from "../../parts/section";
import { useConsoleAction } from "../../parts/use-console-action";
import { useLoaded } from "../../parts/use-loaded";
import type { UserPartProps } from "./user-part";

export function UserChannels({ user, reload }: UserPartProps) {
  const channels = useLoaded(() => user.listContactChannels(), user.id);
  const changed = async () => {
    await Promise.all([channels.reload(), reload()]);
  };
  return (
    <div className="gh-stack">
      <ConsoleSection title="Contact channels">
        <ErrorText>{channels.error}</ErrorText>
        {channels.data?.length === 0 ? <p className="gh-muted">No contact channels.</p> : null}
        {channels.data && channels.data.length > 0 ? (
          <ul className="gh-list" aria-label="Contact channels">
            {channels.data.map((channel) => (
              <ChannelRow key={channel.id} channel={channel} changed={changed} />
            ))}
          </ul>
        ) : null}
      </ConsoleSection>
      <AddChannel user={user} changed={changed} />
    </div>
  );
}

function ChannelRow({ channel, changed }: { channel: ServerContactChannel; changed: () => Promise<void> }) {
  const action = useConsoleAction(async (change: () => Promise<void>, after?: () => void) => {
    await change();
    await changed();
    after?.();
  });
  return (
    <li className="gh-list-item">
      <div className="gh-stack">
        <span>{channel.value}</span>
        <span className="gh-row">
          {channel.isPrimary ? <span className="gh-badge">primary</span> : null}
          <span className="gh-badge">{channel.isVerified ? "verified" : "not verified"}</span>
          {channel.usedForAuth ? <span className="gh-badge">used for sign-in</span> : null}
        </span>
      </div>
      <div className="gh-row" role="group" aria-label={`Change ${channel.value}`}>
        <Button onClick={() => void action.run(() => channel.update({ isVerified: !channel.isVerified }))}>
          {channel.isVerified ? "Mark unverified" : "Mark verified"}
        </Button>
        <Button onClick={() => void action.run(() => channel.update({ usedForAuth: !channel.usedForAuth }))}>
          {channel.usedForAuth ? "Stop sign-in with it" : "Allow sign-in with it"}
        </Button>
        {channel.isPrimary ? null : (
          <Button onClick={() => void action.run(() => channel.update({ isPrimary: true }))}>
            Make primary
          </Button>
        )}
        <Button variant="danger" onClick={(e) => void action.run(() => channel.delete(), focusSectionOf(e.currentTarget))}>
          Delete
        </Button>
      </div>
      <ErrorText>{action.error}</ErrorText>
    </li>
  );
}

function AddChannel({ user, changed }: { user: UserPartProps["user"]; changed: () => Promise<void> }) {
  const [value, setValue] = useState("");
  const [verified, setVerified] = useState(false);
  const [usedForAuth, setUsedForAuth] = useState(false);
  const add = useConsoleAction(async () => {
    const email = value.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return "Enter an email address like name@example.com.";
    await user.createContactChannel({ type: "email", value: email, isVerified: verified, usedForAuth });
    setValue("");
    await changed();
    return undefined;
  });
  return (
    <ConsoleSection title="Add an email address">
      <Form onSubmit={add.run} className="gh-stack" aria-label="Add an email address">
        <Field label="Email address" type="email" autoComplete="off" value={value} onChange={(e) => setValue(e.target.value)} />
        <label className="gh-row">
          <input type="checkbox" checked={verified} onChange={(e) => setVerified(e.target.checked)} />
          Verified
        </label>
        <label className="gh-row">
          <input type="checkbox" checked={usedForAuth} onChange={(e) => setUsedForAuth(e.target.checked)} />
          Used for sign-in
        </label>
        <div className="gh-row">
          <Button type="submit" variant="primary">
            Add address
          </Button>
        </div>
      </Form>
      <ErrorText>{add.error}</ErrorText>
    </ConsoleSection>
  );
}

"use client";
import { Suspense } from "react";
import { UserButton, useUser } from "gatehouse/next";

function ClientUser() {
  const user = useUser();
  return <p data-testid="client-user">{user ? `Client sees ${user.primaryEmail}` : "Client sees nobody"}</p>;
}

export function UserPanel() {
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <ClientUser />
      <UserButton />
    </Suspense>
  );
}

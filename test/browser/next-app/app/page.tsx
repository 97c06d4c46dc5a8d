import Link from "next/link";
import { serverApp } from "../gatehouse";
import { UserPanel } from "./user-panel";

export default async function Home() {
  const user = await serverApp.getUser();
  return (
    <main>
      <h1>Next.js app</h1>
      <p data-testid="server-user">{user ? `Server sees ${user.primaryEmail}` : "Server sees nobody"}</p>
      <UserPanel />
      <Link href="/dashboard">Dashboard</Link>
    </main>
  );
}

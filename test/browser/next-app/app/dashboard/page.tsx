import { serverApp } from "../../gatehouse";

export default async function Dashboard() {
  // proxy.ts already sent signed-out visitors to sign in; this redirects too, the Next way.
  const user = await serverApp.getUser({ or: "redirect" });
  return (
    <main>
      <h1>Dashboard</h1>
      <p data-testid="dashboard-user">{`Dashboard of ${user?.primaryEmail}`}</p>
    </main>
  );
}

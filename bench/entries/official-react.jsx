// The official SDK's React entry: StackProvider, UserButton and StackHandler (every page).
import { StackClientApp, StackProvider, UserButton, StackHandler } from "@stackframe/react";
import { createRoot } from "react-dom/client";

const app = new StackClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
createRoot(document.getElementById("root")).render(
  <StackProvider app={app}>
    <UserButton />
    <StackHandler app={app} location={location.pathname} fullPage />
  </StackProvider>,
);

// React entry: provider, UserButton and <Handler> (which routes to every page).
import { ClientApp, GatehouseProvider, UserButton, Handler } from "gatehouse/react";
import { createRoot } from "react-dom/client";

const app = new ClientApp({ projectId: "p", publishableClientKey: "k", tokenStore: "cookie" });
createRoot(document.getElementById("root")).render(
  <GatehouseProvider app={app}>
    <UserButton />
    <Handler location={location.pathname} />
  </GatehouseProvider>,
);

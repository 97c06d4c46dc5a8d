import type { ReactNode } from "react";
import { GatehouseNextProvider } from "gatehouse/next";
import { serverApp } from "../gatehouse";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <GatehouseNextProvider app={serverApp}>{children}</GatehouseNextProvider>
      </body>
    </html>
  );
}

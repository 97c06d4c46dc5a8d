import { ServerApp } from "gatehouse/next";

// Project, keys and base URL come from GATEHOUSE_PROJECT_ID, GATEHOUSE_PUBLISHABLE_CLIENT_KEY,
// GATEHOUSE_SECRET_SERVER_KEY and GATEHOUSE_API_URL.
export const serverApp = new ServerApp({
  tokenStore: "nextjs-cookie",
  redirectMethod: "nextjs",
  urls: { afterSignIn: "/", afterSignUp: "/", afterSignOut: "/" },
});

/**
 * What `GatehouseNextProvider` is outside Next's server components (a client component, a
 * plain Node script): a clear error, since it reads the request's cookies on the server.
 */
import type { GatehouseNextProviderProps } from "./server-provider";

export function GatehouseNextProvider(_props: GatehouseNextProviderProps): never {
  throw new Error(
    'GatehouseNextProvider is a server component: render it in a server component such as app/layout.tsx (Next resolves "gatehouse/next" to its server build there). In a client component, use GatehouseProvider with a ClientApp.',
  );
}

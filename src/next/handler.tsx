"use client";
/**
 * `<Handler>` for Next.js: the page of `app/handler/[...path]/page.tsx`. It takes the
 * route's `params` (Next 15+ passes a promise) and renders gatehouse's `<Handler>` for that
 * path, on the server too, under the app of `GatehouseNextProvider`.
 */
import { use } from "react";
import { Handler as CoreHandler, type HandlerProps } from "../handler/handler";
import { useApp } from "../components/provider";

type Awaitable<T> = T | Promise<T>;

export type NextHandlerProps = Omit<HandlerProps, "app" | "location"> & {
  /** The catch-all route's params, as Next passes them to the page. */
  params?: Awaitable<{ path?: string[] }>;
  /** The page's query, as Next passes it (the pages read the query from the URL themselves). */
  searchParams?: Awaitable<Record<string, string | string[] | undefined>>;
};

function settled<T>(value: Awaitable<T> | undefined): T | undefined {
  // A promise sent from a server component arrives as React's own thenable, not a Promise.
  return typeof (value as { then?: unknown } | undefined)?.then === "function" ? use(value as Promise<T>) : (value as T | undefined);
}

export function Handler({ params, searchParams, ...props }: NextHandlerProps) {
  const app = useApp();
  const path = settled(params)?.path ?? [];
  settled(searchParams);
  const location = `${app.urls.handler.replace(/\/+$/, "")}/${path.map(encodeURIComponent).join("/")}`;
  return <CoreHandler {...props} location={location} />;
}

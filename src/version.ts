declare const __GATEHOUSE_VERSION__: string | undefined;

/** This package's version, injected by the build (rollup) and by the test config. */
export const VERSION: string = typeof __GATEHOUSE_VERSION__ === "string" ? __GATEHOUSE_VERSION__ : "0.0.0-dev";

/** Sent as X-Stack-Client-Version; matches the service's `^(\w+)\s+(@[\w/]+)@([\d.]+)$` shape loosely. */
export const CLIENT_VERSION_HEADER = `js gatehouse@${VERSION}`;

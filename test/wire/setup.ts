/**
 * Wire tests talk to nock only: no real network, and every declared interceptor must
 * be used by the test that declared it.
 */
import nock from "nock";
import { afterEach, beforeAll, expect } from "vitest";

// nock 15 (through @mswjs/interceptors) calls Promise.withResolvers, which Node 20 lacks.
if (typeof (Promise as { withResolvers?: unknown }).withResolvers !== "function") {
  Object.defineProperty(Promise, "withResolvers", {
    configurable: true,
    writable: true,
    value<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

beforeAll(() => {
  nock.disableNetConnect();
});

afterEach(() => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending, "unused nock interceptors").toEqual([]);
});

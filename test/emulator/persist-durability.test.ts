/**
 * A save reaches the disk before it replaces the data file: the temporary file is synced
 * (fsync) before the rename, in the background saver and in `save()` alike, and it is
 * created exclusively (O_EXCL, never following a link).
 */
import { constants } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";

const calls: string[] = [];

vi.mock("node:fs/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs/promises")>();
  return {
    ...real,
    open: async (...args: Parameters<typeof real.open>) => {
      calls.push(`open ${String(args[1])}`);
      const handle = await real.open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        calls.push("fsync");
        return sync();
      };
      return handle;
    },
    rename: async (...args: Parameters<typeof real.rename>) => {
      calls.push("rename");
      return real.rename(...args);
    },
  };
});

vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs")>();
  return {
    ...real,
    openSync: (...args: Parameters<typeof real.openSync>) => {
      if (String(args[0]).endsWith(".tmp")) calls.push(`open ${String(args[1])}`);
      return real.openSync(...args);
    },
    fsyncSync: (fd: number) => {
      calls.push("fsync");
      return real.fsyncSync(fd);
    },
    renameSync: (...args: Parameters<typeof real.renameSync>) => {
      calls.push("rename");
      return real.renameSync(...args);
    },
  };
});

const { createEmulator } = await import("../../src/emulator");
const exclusive = String(constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW);

describe("durable saves", () => {
  it("syncs the new file before renaming it over the data file, and creates it exclusively", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "gatehouse-fsync-")), "state.json");
    const em = createEmulator();

    calls.length = 0;
    em.save(file);
    expect(calls.slice(0, 3)).toEqual([`open ${exclusive}`, "fsync", "rename"]);

    const persistence = em.persist(file);
    calls.length = 0;
    await persistence.flush();
    await persistence.stop();
    expect(calls.slice(0, 3)).toEqual([`open ${exclusive}`, "fsync", "rename"]);
  });
});

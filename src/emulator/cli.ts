/**
 * `gatehouse emulator [--port 8102] [--host 127.0.0.1] [--data FILE]`: serves the emulator
 * on loopback. In memory by default; with `--data` the state is loaded from FILE at start
 * (created if missing) and saved atomically after changes (debounced) and on exit. Prints a
 * paste-ready config for the apps (./banner.ts).
 */
import { existsSync } from "node:fs";
import { EMULATOR_DEFAULT_PORT } from "../interface/wire/defaults";
import { bannerLines } from "./banner";
import { isLoopbackName } from "./http/hosts";
import { createEmulator, EmulatorDataError, type Emulator } from "./index";

export const USAGE = `Usage: gatehouse emulator [--port <port>] [--host <host>] [--data <file>] [--allowed-host <name>]...

  --port <port>          port to listen on (default ${EMULATOR_DEFAULT_PORT}; 0 picks a free one)
  --host <host>          interface to listen on (default 127.0.0.1)
  --data <file>          keep the state in this JSON file (default: in memory only)
  --allowed-host <name>  also answer requests addressed to this host name (repeatable); by
                         default only localhost, loopback addresses and --host are answered`;

export type CliIo = {
  out?: (line: string) => void;
  err?: (line: string) => void;
  /** Install SIGINT/SIGTERM handlers that save and exit (default true). */
  handleSignals?: boolean;
  /** Debounce of saves after changes, ms (default 200). */
  saveDelayMs?: number;
};

export type CliResult =
  | { exitCode: number }
  | { exitCode: 0; url: string; emulator: Emulator; stop(): Promise<void> };

type Flags = { port: number; host: string; data: string | null; allowedHosts: string[] };

const FLAGS = ["--port", "--host", "--data", "--allowed-host"];

function parseFlags(argv: string[]): Flags | string {
  const flags: Flags = { port: EMULATOR_DEFAULT_PORT, host: "127.0.0.1", data: null, allowedHosts: [] };
  const args = argv[0] === "emulator" ? argv.slice(1) : argv;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [name, inline] = arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    if (name === "--help" || name === "-h") return "";
    if (!FLAGS.includes(name!)) return `Unknown option: ${arg}`;
    const value = inline ?? args[++i];
    if (value === undefined || value === "") return `Missing value for ${name}`;
    if (name === "--port") {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) return `Invalid port: ${value}`;
      flags.port = port;
    } else if (name === "--host") flags.host = value;
    else if (name === "--allowed-host") flags.allowedHosts.push(value);
    else flags.data = value;
  }
  return flags;
}

export async function main(argv: string[], io: CliIo = {}): Promise<CliResult> {
  const out = io.out ?? ((line: string) => console.log(line));
  const err = io.err ?? ((line: string) => console.error(line));
  const flags = parseFlags(argv);
  if (typeof flags === "string") {
    if (flags !== "") err(flags);
    (flags === "" ? out : err)(USAGE);
    return { exitCode: flags === "" ? 0 : 2 };
  }

  const emulator = createEmulator();
  if (flags.data !== null && existsSync(flags.data)) {
    try {
      emulator.load(flags.data);
    } catch (error) {
      err(error instanceof EmulatorDataError ? error.message : `Cannot load ${flags.data}: ${(error as Error).message}`);
      return { exitCode: 1 };
    }
  }

  const dataFile = flags.data;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const saveNow = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (dataFile === null) return;
    try {
      emulator.save(dataFile);
    } catch (error) {
      err(`Could not save ${dataFile}: ${(error as Error).message}`);
    }
  };
  if (dataFile !== null) {
    saveNow(); // creates the file on first start, and proves it is writable
    emulator.onChange(() => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(saveNow, io.saveDelayMs ?? 200);
    });
  }

  let url: string;
  try {
    ({ url } = await emulator.listen(flags.port, flags.host, { allowedHosts: flags.allowedHosts }));
  } catch (error) {
    err(`Cannot listen on ${flags.host}:${flags.port}: ${(error as Error).message}`);
    return { exitCode: 1 };
  }

  if (!isLoopbackName(flags.host)) {
    err(`Warning: ${flags.host} is not a loopback interface: anyone who can reach ${url} can use the emulator, `
      + `and the keys printed below are public (every gatehouse emulator has them). Keep no real data in it.`);
  }
  out(bannerLines({ url, defaultProject: emulator.defaultProject, internalProject: emulator.internalProject, dataFile }).join("\n"));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    saveNow();
    await emulator.close();
  };
  if (io.handleSignals ?? true) {
    const onSignal = () => {
      void stop().then(() => process.exit(0));
    };
    process.once("SIGINT", onSignal);
    process.once("SIGTERM", onSignal);
  }
  return { exitCode: 0, url, emulator, stop };
}

/**
 * `gatehouse emulator [--port 8102] [--host 127.0.0.1] [--data FILE] [--oauth-provider-url URL]`: serves the emulator
 * on loopback. In memory by default; with `--data` the state is loaded from FILE at start
 * (created if missing; the start fails if FILE cannot be written) and saved at most a
 * second after each change (state/saver.ts) and on exit (SIGINT, SIGTERM, SIGHUP). While
 * saves fail, every request's log line says so. Prints a paste-ready config for the apps
 * (./banner.ts).
 */
import { existsSync } from "node:fs";
import { EMULATOR_DEFAULT_PORT } from "../interface/wire/defaults";
import { bannerLines } from "./banner";
import { isLoopbackName } from "./http/hosts";
import { normalizeOrigin } from "./http/origins";
import { createEmulator, EmulatorDataError, type AnsweredRequest, type Emulator, type Persistence } from "./index";

export const USAGE = `Usage: gatehouse emulator [--port <port>] [--host <host>] [--data <file>] [--allowed-host <name>]... [--allow-origin <origin>]... [--oauth-provider-url <url>]

  --port <port>          port to listen on (default ${EMULATOR_DEFAULT_PORT}; 0 picks a free one)
  --host <host>          interface to listen on (default 127.0.0.1)
  --data <file>          keep the state in this JSON file (default: in memory only)
  --allowed-host <name>  also answer requests addressed to this host name (repeatable); by
                         default only localhost, loopback addresses and --host are answered
  --allow-origin <origin>
                         also let web pages of this origin (https://app.example:3000) use
                         the API from a browser (repeatable); by default only pages on
                         localhost, *.localhost, 127.0.0.0/8 and [::1] may
  --oauth-provider-url <url>
                         sign in with "shared" OAuth providers at this OpenID provider (its
                         discovery document at <url>/.well-known/openid-configuration) instead
                         of the built-in mock page; "standard" providers always use their real
                         endpoints with the project's client id and secret`;

export type CliIo = {
  out?: (line: string) => void;
  err?: (line: string) => void;
  /** Install SIGINT/SIGTERM/SIGHUP handlers that save and exit (default true). */
  handleSignals?: boolean;
  /** Longest time from a change to the start of its save, ms (default 1000). */
  saveMaxWaitMs?: number;
};

export type CliResult =
  | { exitCode: number }
  | { exitCode: 0; url: string; emulator: Emulator; stop(): Promise<void> };

type Flags = { port: number; host: string; data: string | null; allowedHosts: string[]; allowOrigins: string[]; oauthProviderUrl: string | null };

const FLAGS = ["--port", "--host", "--data", "--allowed-host", "--allow-origin", "--oauth-provider-url"];

function parseFlags(argv: string[]): Flags | string {
  const flags: Flags = { port: EMULATOR_DEFAULT_PORT, host: "127.0.0.1", data: null, allowedHosts: [], allowOrigins: [], oauthProviderUrl: null };
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
    else if (name === "--allow-origin") {
      const origin = normalizeOrigin(value);
      if (origin === null) return `Invalid origin for --allow-origin: ${value} (an origin is http:// or https://, a host and an optional port)`;
      flags.allowOrigins.push(origin);
    }
    else if (name === "--oauth-provider-url") {
      if (!/^https?:\/\/[^/\s]/.test(value) || !URL.canParse(value)) return `Invalid OAuth provider URL (expected http:// or https://): ${value}`;
      flags.oauthProviderUrl = value;
    }
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

  const emulator = createEmulator({ allowOrigins: flags.allowOrigins, ...(flags.oauthProviderUrl === null ? {} : { oauthProviderUrl: flags.oauthProviderUrl }) });
  const loaded = flags.data !== null && existsSync(flags.data);
  if (loaded) {
    try {
      emulator.load(flags.data!);
    } catch (error) {
      err(error instanceof EmulatorDataError ? error.message : `Cannot load ${flags.data}: ${(error as Error).message}`);
      return { exitCode: 1 };
    }
  }

  const dataFile = flags.data;
  let persistence: Persistence | null = null;
  if (dataFile !== null) {
    let started = false;
    persistence = emulator.persist(dataFile, {
      maxWaitMs: io.saveMaxWaitMs,
      onError: (error) => {
        if (started) err(`Could not save ${dataFile}: ${error.message}. Changes are kept in memory only; every request is logged until a save succeeds.`);
      },
      onRecovered: () => err(`Saved ${dataFile} again: the file is up to date.`),
      upToDate: loaded,
    });
    try {
      // Proves the file can be written before anything is acknowledged (and creates it on a first start).
      await (loaded ? persistence.checkWritable() : persistence.flush());
    } catch (error) {
      await persistence.stop();
      err(`Cannot write the data file ${dataFile}: ${(error as Error).message}`);
      return { exitCode: 1 };
    }
    started = true;
  }

  /** A request's log line, while the data file is not being saved. */
  const logUnsaved = (answered: AnsweredRequest) => {
    const status = persistence?.status();
    if (!status?.failing) return;
    const since = new Date(status.unsavedSinceMillis ?? status.failing.sinceMillis).toISOString();
    err(`${answered.method} ${answered.path} ${answered.status} - NOT SAVED: ${dataFile} has missed every change since ${since} (${status.failing.message})`);
  };

  let url: string;
  try {
    ({ url } = await emulator.listen(flags.port, flags.host, { allowedHosts: flags.allowedHosts, onAnswer: logUnsaved }));
  } catch (error) {
    await persistence?.stop();
    err(`Cannot listen on ${flags.host}:${flags.port}: ${(error as Error).message}`);
    return { exitCode: 1 };
  }

  if (!isLoopbackName(flags.host)) {
    err(`Warning: ${flags.host} is not a loopback interface: anyone who can reach ${url} can use the emulator's API, `
      + `and the keys printed below are public (every gatehouse emulator has them). Keep no real data in it. `
      + `Its own pages (the console, the outbox, the request log, the mock OAuth provider) still answer only this machine.`);
  }
  out(bannerLines({ url, defaultProject: emulator.defaultProject, internalProject: emulator.internalProject, dataFile, oauthProviderUrl: flags.oauthProviderUrl, allowedOrigins: flags.allowOrigins }).join("\n"));

  let stopping: Promise<boolean> | null = null;
  /** Stops serving, then saves what is not saved yet; false when that save failed. */
  const stopAndSave = () => (stopping ??= (async () => {
    await emulator.close();
    if (!persistence) return true;
    try {
      await persistence.flush();
      return true;
    } catch (error) {
      err(`Could not save ${dataFile} on exit: ${(error as Error).message}`);
      return false;
    } finally {
      await persistence.stop();
    }
  })());
  const stop = async () => {
    await stopAndSave();
  };
  if (io.handleSignals ?? true) {
    const onSignal = () => {
      void stopAndSave().then((saved) => process.exit(saved ? 0 : 1));
    };
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(signal, onSignal);
  }
  return { exitCode: 0, url, emulator, stop };
}

/**
 * Which ports `npm start` uses: `--port` / `--emulator-port` on the command line, else the
 * environment (`GATEHOUSE_DEMO_PORT` or `PORT`; `GATEHOUSE_EMULATOR_PORT`), else the
 * defaults. A port someone asked for is used exactly (start-up fails if it is taken); a
 * default moves to the next free port. 0 lets the system pick a free port.
 */
import { parseArgs } from "node:util";

export const DEFAULT_DEMO_PORT = 5173;
export const DEFAULT_EMULATOR_PORT = 8102;

export const USAGE = `Usage: npm start -- [--port <port>] [--emulator-port <port>]

  --port <port>            the demo app's port (env GATEHOUSE_DEMO_PORT or PORT; default ${DEFAULT_DEMO_PORT})
  --emulator-port <port>   the emulator's port (env GATEHOUSE_EMULATOR_PORT; default ${DEFAULT_EMULATOR_PORT})

A port you name is used as is; a default one moves to the next free port. 0 picks any free port.`;

/** A port number from `text`, or an Error naming `source`. */
function parsePort(text, source) {
  const port = Number(text);
  if (text.trim() === "" || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port from ${source}: ${JSON.stringify(text)} (expected 0-65535)`);
  }
  return port;
}

/** The first of the candidates that is set, as `{ port, exact, source }`. */
function pick(candidates, fallback) {
  for (const [value, source] of candidates) {
    if (value !== undefined && value !== "") return { port: parsePort(value, source), exact: true, source };
  }
  return { port: fallback, exact: false, source: "default" };
}

/**
 * The ports to use, from `argv` (without node and the script) and `env`.
 * @returns `{ help: true }`, or `{ demo, emulator }`, each `{ port, exact, source }`.
 * @throws Error on an unknown option or an invalid port.
 */
export function resolvePorts(argv, env) {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: "string" }, "emulator-port": { type: "string" }, help: { type: "boolean", short: "h" } },
    strict: true,
  });
  if (values.help) return { help: true };
  return {
    demo: pick(
      [
        [values.port, "--port"],
        [env.GATEHOUSE_DEMO_PORT, "GATEHOUSE_DEMO_PORT"],
        [env.PORT, "PORT"],
      ],
      DEFAULT_DEMO_PORT,
    ),
    emulator: pick(
      [
        [values["emulator-port"], "--emulator-port"],
        [env.GATEHOUSE_EMULATOR_PORT, "GATEHOUSE_EMULATOR_PORT"],
      ],
      DEFAULT_EMULATOR_PORT,
    ),
  };
}

/** Why the server ended up on `actual`, for the start-up lines. */
export function describePort(choice, actual) {
  if (choice.exact) return choice.port === 0 ? `any free port, from ${choice.source}` : `from ${choice.source}`;
  return actual === choice.port ? "default" : `default ${choice.port} was taken`;
}

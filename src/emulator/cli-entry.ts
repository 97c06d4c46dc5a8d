/**
 * The `gatehouse` bin (package.json "bin"). The build prepends the `#!/usr/bin/env node` line.
 * `gatehouse emulator [--port] [--host] [--data FILE]`: see ./cli.ts.
 */
import { main } from "./cli";

main(process.argv.slice(2)).then(
  (result) => {
    if (result.exitCode !== 0) process.exitCode = result.exitCode;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);

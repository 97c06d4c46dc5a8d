// Types of ./ports.mjs for the TypeScript tests that import it.
export declare const DEFAULT_DEMO_PORT: number;
export declare const DEFAULT_EMULATOR_PORT: number;
export declare const USAGE: string;
export type PortChoice = { port: number; exact: boolean; source: string };
export declare function resolvePorts(
  argv: string[],
  env: Record<string, string | undefined>,
): { help: true } | { help?: undefined; demo: PortChoice; emulator: PortChoice };
export declare function describePort(choice: PortChoice, actual: number): string;

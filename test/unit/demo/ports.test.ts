// `npm start`'s port choice (demo/ports.mjs): flags, then environment, then defaults.
import { describe, expect, it } from "vitest";
import { DEFAULT_DEMO_PORT, DEFAULT_EMULATOR_PORT, describePort, resolvePorts } from "../../../demo/ports.mjs";

describe("the demo's ports", () => {
  it("are the defaults, movable, when nothing names them", () => {
    expect(resolvePorts([], {})).toEqual({
      demo: { port: DEFAULT_DEMO_PORT, exact: false, source: "default" },
      emulator: { port: DEFAULT_EMULATOR_PORT, exact: false, source: "default" },
    });
  });

  it("come from --port and --emulator-port, in both spellings, and are then exact", () => {
    expect(resolvePorts(["--port", "3000", "--emulator-port=9000"], {})).toEqual({
      demo: { port: 3000, exact: true, source: "--port" },
      emulator: { port: 9000, exact: true, source: "--emulator-port" },
    });
  });

  it("come from the environment when no flag names them; the flag wins over it", () => {
    const env = { GATEHOUSE_DEMO_PORT: "4000", PORT: "4001", GATEHOUSE_EMULATOR_PORT: "9001" };
    expect(resolvePorts([], env)).toMatchObject({ demo: { port: 4000, source: "GATEHOUSE_DEMO_PORT" }, emulator: { port: 9001, source: "GATEHOUSE_EMULATOR_PORT" } });
    expect(resolvePorts([], { PORT: "4001" })).toMatchObject({ demo: { port: 4001, exact: true, source: "PORT" } });
    expect(resolvePorts(["--port", "3000"], env)).toMatchObject({ demo: { port: 3000, source: "--port" } });
  });

  it("ignore empty variables and accept 0 (any free port)", () => {
    expect(resolvePorts(["--port", "0"], { GATEHOUSE_EMULATOR_PORT: "" })).toMatchObject({
      demo: { port: 0, exact: true },
      emulator: { port: DEFAULT_EMULATOR_PORT, exact: false },
    });
  });

  it("refuse what is not a port, naming where it came from", () => {
    expect(() => resolvePorts(["--port", "abc"], {})).toThrow('Invalid port from --port: "abc"');
    expect(() => resolvePorts([], { GATEHOUSE_EMULATOR_PORT: "70000" })).toThrow("GATEHOUSE_EMULATOR_PORT");
    expect(() => resolvePorts(["--port", "1.5"], {})).toThrow("--port");
    expect(() => resolvePorts(["--prot", "1"], {})).toThrow(/--prot/);
  });

  it("answer --help", () => {
    expect(resolvePorts(["--help"], {})).toEqual({ help: true });
  });

  it("are described the way the start-up lines print them", () => {
    expect(describePort({ port: 5173, exact: false, source: "default" }, 5173)).toBe("default");
    expect(describePort({ port: 5173, exact: false, source: "default" }, 5174)).toBe("default 5173 was taken");
    expect(describePort({ port: 3000, exact: true, source: "--port" }, 3000)).toBe("from --port");
    expect(describePort({ port: 0, exact: true, source: "PORT" }, 41234)).toBe("any free port, from PORT");
  });
});

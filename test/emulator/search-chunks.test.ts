/**
 * A project's search texts in chunks (src/emulator/state/search-chunks.ts) answer every
 * search exactly as a user-by-user scan of the same order does, through any sequence of
 * users entering anywhere, leaving and changing their texts, in both directions and from
 * any position. Chunks of three users (split past six) make every border crossed.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SearchChunks } from "../../src/emulator/state/search-chunks";

const SEP = "\u0000";

type Op =
  | { kind: "insert"; at: number; text: string }
  | { kind: "remove"; which: number }
  | { kind: "change"; which: number; text: string }
  | { kind: "search"; needle: string; at: number; step: 1 | -1 };

const texts = () => fc.string({ unit: fc.constantFrom("a", "b", "c", " "), maxLength: 6 });

const ops: fc.Arbitrary<Op[]> = fc.array(fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), text: texts() }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant("remove" as const), which: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("change" as const), which: fc.nat(), text: texts() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant("search" as const), needle: fc.string({ unit: fc.constantFrom("a", "b", "c", " "), maxLength: 3 }), at: fc.integer({ min: -1, max: 40 }), step: fc.constantFrom(1 as const, -1 as const) }), weight: 4 },
), { maxLength: 150, size: "max" });

/** What a user-by-user scan answers. */
function scan(order: { id: string; text: string }[], needle: string, at: number, step: 1 | -1): number {
  for (let i = at; i >= 0 && i < order.length; i += step) if (order[i]!.text.includes(needle)) return i;
  return -1;
}

describe("search texts in chunks", () => {
  it("answers every search as a user-by-user scan does, through inserts anywhere, removals and changes", () => {
    fc.assert(fc.property(ops, (sequence) => {
      const order: { id: string; text: string }[] = [];
      const textOf = (id: string) => order.find((u) => u.id === id)!.text;
      const chunks = new SearchChunks(textOf, SEP, 3);
      let next = 0;
      for (const op of sequence) {
        if (op.kind === "insert") {
          const at = op.at % (order.length + 1);
          const id = `u${next++}`;
          order.splice(at, 0, { id, text: op.text });
          chunks.insert(id, at);
        } else if (op.kind === "remove" && order.length > 0) {
          const [gone] = order.splice(op.which % order.length, 1);
          chunks.remove(gone!.id);
        } else if (op.kind === "change" && order.length > 0) {
          const user = order[op.which % order.length]!;
          user.text = op.text;
          chunks.changed(user.id);
        } else if (op.kind === "search") {
          expect(chunks.next(op.needle, op.at, op.step), JSON.stringify(op)).toBe(scan(order, op.needle, op.at, op.step));
        }
        expect(chunks.size).toBe(order.length);
      }
      expect(chunks.fullText()).toBe(order.map((u) => u.text).join(SEP));
      for (let at = -1; at <= order.length; at++) {
        for (const step of [1, -1] as const) expect(chunks.next("a", at, step)).toBe(scan(order, "a", at, step));
      }
    }), { numRuns: 300 });
  });
});

/**
 * A project's user search texts in sign-up order, kept as strings of a few hundred users
 * each ("chunks"), so that a search is a native substring scan over contiguous text
 * (`indexOf` / `lastIndexOf`) instead of a lookup and a test per user, and a change costs
 * one chunk, not the project: with 100,000 users a search touches ~100 strings, and the
 * first search after a sign-up or a rename rebuilds the one chunk that changed (a rebuild of
 * one string of every user took ~70 ms there, and held up every other request).
 *
 * The chunks hold the users in the order of the project's sign-up index (`SignUpOrder`):
 * the index tells them where each user enters (`insert`), which user goes (`remove`) and
 * whose text changed (`changed`). A chunk's text is rebuilt on the first search after it
 * changed; a chunk grown to twice its size is split in two.
 */

/** Users per chunk (a chunk holds up to twice as many before it is split). */
export const SEARCH_CHUNK_USERS = 512;

type Chunk = {
  ids: string[];
  /** The users' texts joined by the separator; null until the next search after a change. */
  text: string | null;
  /** Where each user's text starts in {@link text}. */
  starts: number[];
};

export class SearchChunks {
  private readonly chunks: Chunk[] = [];
  private readonly chunkOf = new Map<string, Chunk>();
  /** The position of each chunk's first user; null after users were added or removed. */
  private firsts: number[] | null = null;
  private count = 0;

  /**
   * @param textOf a user's search text (must not hold `separator`'s meaning: a needle never holds the separator)
   * @param chunkUsers users per chunk (tests use small chunks to cross chunk borders)
   */
  constructor(private readonly textOf: (id: string) => string, private readonly separator: string, private readonly chunkUsers = SEARCH_CHUNK_USERS) {}

  get size(): number {
    return this.count;
  }

  /** `id` enters the order at `position` (0 = first). */
  insert(id: string, position: number): void {
    let chunk: Chunk;
    let local: number;
    const last = this.chunks[this.chunks.length - 1];
    if (last === undefined) {
      chunk = { ids: [], text: null, starts: [] };
      this.chunks.push(chunk);
      local = 0;
    } else if (position >= this.count) {
      // Sign-ups come last in sign-up order: the common case costs no walk.
      chunk = last;
      local = last.ids.length;
    } else {
      [chunk, local] = this.chunkForInsert(position);
    }
    chunk.ids.splice(local, 0, id);
    chunk.text = null;
    this.chunkOf.set(id, chunk);
    this.count++;
    this.firsts = null;
    if (chunk.ids.length > 2 * this.chunkUsers) this.split(chunk);
  }

  /** `id` leaves the order. */
  remove(id: string): void {
    const chunk = this.chunkOf.get(id);
    if (chunk === undefined) return;
    chunk.ids.splice(chunk.ids.indexOf(id), 1);
    chunk.text = null;
    this.chunkOf.delete(id);
    this.count--;
    this.firsts = null;
    if (chunk.ids.length === 0) this.chunks.splice(this.chunks.indexOf(chunk), 1);
  }

  /** The search text of `id` changed. */
  changed(id: string): void {
    const chunk = this.chunkOf.get(id);
    if (chunk !== undefined) chunk.text = null;
  }

  /** Builds every chunk's text now (at load, so that the first search costs what the next does). */
  buildAll(): void {
    for (const chunk of this.chunks) this.built(chunk);
  }

  /** Every user's text in order, joined by the separator (what the chunks hold, for checks). */
  fullText(): string {
    return this.chunks.map((chunk) => this.built(chunk).text).join(this.separator);
  }

  /**
   * The first position at or after `at` (`step` 1), or at or before it (`step` -1), whose
   * text holds `needle`, or -1. `needle` must not hold the separator, so a match never spans
   * two users.
   */
  next(needle: string, at: number, step: 1 | -1): number {
    if (at < 0 || at >= this.count) return -1;
    const firsts = this.chunkFirsts();
    let index = this.chunkIndexAt(at, firsts);
    let local = at - firsts[index]!;
    if (step === 1) {
      for (; index < this.chunks.length; index++, local = 0) {
        const chunk = this.built(this.chunks[index]!);
        const hit = chunk.text!.indexOf(needle, chunk.starts[local]);
        if (hit >= 0) return firsts[index]! + this.userAt(chunk, hit);
      }
      return -1;
    }
    for (;;) {
      const chunk = this.built(this.chunks[index]!);
      // The match must end within user `local`'s text: before the separator that follows it.
      const end = local + 1 < chunk.ids.length ? chunk.starts[local + 1]! - this.separator.length : chunk.text!.length;
      const from = end - needle.length;
      const hit = from < 0 ? -1 : chunk.text!.lastIndexOf(needle, from);
      if (hit >= 0) return firsts[index]! + this.userAt(chunk, hit);
      if (--index < 0) return -1;
      local = this.chunks[index]!.ids.length - 1;
    }
  }

  private built(chunk: Chunk): Chunk {
    if (chunk.text !== null) return chunk;
    const texts = chunk.ids.map(this.textOf);
    chunk.starts = new Array<number>(texts.length);
    let offset = 0;
    for (let i = 0; i < texts.length; i++) {
      chunk.starts[i] = offset;
      offset += texts[i]!.length + this.separator.length;
    }
    chunk.text = texts.join(this.separator);
    return chunk;
  }

  /** The chunk and place where a user entering at `position` (< size) goes. */
  private chunkForInsert(position: number): [Chunk, number] {
    let first = 0;
    for (const chunk of this.chunks) {
      if (position <= first + chunk.ids.length) return [chunk, position - first];
      first += chunk.ids.length;
    }
    const last = this.chunks[this.chunks.length - 1]!;
    return [last, last.ids.length];
  }

  private split(chunk: Chunk): void {
    const half = chunk.ids.length >>> 1;
    const moved: Chunk = { ids: chunk.ids.splice(half), text: null, starts: [] };
    chunk.text = null;
    for (const id of moved.ids) this.chunkOf.set(id, moved);
    this.chunks.splice(this.chunks.indexOf(chunk) + 1, 0, moved);
  }

  private chunkFirsts(): number[] {
    if (this.firsts === null) {
      this.firsts = new Array<number>(this.chunks.length);
      let first = 0;
      for (let i = 0; i < this.chunks.length; i++) {
        this.firsts[i] = first;
        first += this.chunks[i]!.ids.length;
      }
    }
    return this.firsts;
  }

  /** The index of the chunk holding position `at` (0 <= at < size). */
  private chunkIndexAt(at: number, firsts: number[]): number {
    let low = 0;
    let high = firsts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (firsts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /** The place in its chunk of the user whose text holds `offset`. */
  private userAt(chunk: Chunk, offset: number): number {
    const starts = chunk.starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }
}

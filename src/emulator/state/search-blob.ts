/**
 * A project's user search texts as one string, in sign-up order, so that a search is a
 * native substring scan over contiguous text (`indexOf` / `lastIndexOf`) instead of a
 * lookup and a test per user: with 100,000 users a search touches one string, not 100,000.
 * Built on the first search after the project's users or their names and emails change.
 */
export class SearchBlob {
  /** Every user's search text, joined by `separator`. */
  readonly text: string;
  /** Where each user's text starts in {@link text}. */
  private readonly starts: number[];

  /** @param ids the project's user ids in sign-up order (copied) */
  constructor(readonly ids: readonly string[], textOf: (id: string) => string, private readonly separator: string) {
    this.ids = ids.slice();
    const texts = this.ids.map(textOf);
    this.starts = new Array<number>(texts.length);
    let offset = 0;
    for (let i = 0; i < texts.length; i++) {
      this.starts[i] = offset;
      offset += texts[i]!.length + separator.length;
    }
    this.text = texts.join(separator);
  }

  /** The position (in sign-up order) of the user whose text holds `offset`. */
  private positionAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (this.starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /**
   * The first position at or after `at` (`step` 1), or at or before it (`step` -1), whose
   * text holds `needle`, or -1. `needle` must not hold the separator.
   */
  next(needle: string, at: number, step: 1 | -1): number {
    const n = this.ids.length;
    if (step === 1) {
      if (at >= n) return -1;
      const hit = this.text.indexOf(needle, this.starts[at]!);
      return hit < 0 ? -1 : this.positionAt(hit);
    }
    if (at < 0) return -1;
    // The match must end within user `at`'s text: before the separator that follows it.
    const end = at + 1 < n ? this.starts[at + 1]! - this.separator.length : this.text.length;
    const from = end - needle.length;
    const hit = from < 0 ? -1 : this.text.lastIndexOf(needle, from);
    return hit < 0 ? -1 : this.positionAt(hit);
  }
}

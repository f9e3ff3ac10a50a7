/** Past this many lines taken, the taken ones are let go: Array#shift would copy the rest each time. */
const COMPACT_AFTER = 1024;

/** Log lines waiting for their reader, in order, with the bytes they will take. */
export class LineQueue {
  #lines: string[] = [];
  #sizes: number[] = [];
  #head = 0;
  #bytes = 0;

  get bytes(): number {
    return this.#bytes;
  }

  push(line: string): void {
    const size = Buffer.byteLength(line);
    this.#lines.push(line);
    this.#sizes.push(size);
    this.#bytes += size;
  }

  shift(): string | undefined {
    if (this.#head === this.#lines.length) return undefined;
    const line = this.#lines[this.#head] ?? '';
    this.#bytes -= this.#sizes[this.#head] ?? 0;
    // The line is the sink's now: the slot lets it go at once, not at the next compaction.
    this.#lines[this.#head] = '';
    this.#head += 1;
    if (this.#head === this.#lines.length) {
      this.#lines = [];
      this.#sizes = [];
      this.#head = 0;
    } else if (this.#head >= COMPACT_AFTER && this.#head * 2 >= this.#lines.length) {
      this.#lines = this.#lines.slice(this.#head);
      this.#sizes = this.#sizes.slice(this.#head);
      this.#head = 0;
    }
    return line;
  }
}

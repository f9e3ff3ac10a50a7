/**
 * The bytes a run may read from the backend, answers and pictures together (--max-record-bytes).
 * Every reader counts each chunk as it arrives and stops the moment the budget is passed, so a
 * backend that sends more than it should costs at most the budget, never the whole of its answer.
 */
export class ByteBudget {
  private used = 0;
  /** True once a reader was cut short: the run stops calling and says so. */
  spent = false;

  constructor(readonly limit: number) {}

  get usedBytes(): number {
    return this.used;
  }

  /** Counts `bytes` read; false (and `spent`) once the total passes the limit. */
  take(bytes: number): boolean {
    this.used += bytes;
    if (this.used > this.limit) this.spent = true;
    return !this.spent;
  }
}

/** 64 MiB: a catalogue of a few hundred courses with their pictures fits many times over. */
export const DEFAULT_MAX_RECORD_BYTES = 64 * 1024 * 1024;

/**
 * Reads a body chunk by chunk (a fetch answer's or a node:http one's), stopping once it passes
 * `maxBytes` or the budget, whichever comes first; leaving the loop early cancels the body.
 */
export async function readBytes(
  body: AsyncIterable<Uint8Array> | null,
  maxBytes: number,
  budget: ByteBudget | null,
): Promise<{ bytes: Buffer; cut: 'no' | 'max' | 'budget' }> {
  if (body === null) return { bytes: Buffer.alloc(0), cut: 'no' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.byteLength;
    const within = budget === null || budget.take(chunk.byteLength);
    if (!within || size > maxBytes) {
      return { bytes: Buffer.concat(chunks).subarray(0, maxBytes), cut: within ? 'max' : 'budget' };
    }
  }
  return { bytes: Buffer.concat(chunks), cut: 'no' };
}

import { base64UrlOf, sha256Of } from '../../portable/crypto';

const MAX_ENTRIES = 2000;

/** A public read's answer as sent, encoded once: re-encoding a 60 KB catalogue on every hit costs more than sending it. */
export interface KeptAnswer {
  payload: Uint8Array;
  etag: string;
}

/**
 * Answers of public reads, kept until the data changes: every write (a reset, a scenario or clock
 * change are writes too) starts a new generation and drops them all.
 */
export class AnswerCache {
  private entries = new Map<string, KeptAnswer>();
  private generationNow = 0;

  /** The generation a read starts in: an answer computed before a write must not be kept after it. */
  get generation(): number {
    return this.generationNow;
  }

  get(key: string): KeptAnswer | undefined {
    return this.entries.get(key);
  }

  /** The answer with its ETag, kept for the next reads when no write came since `startedIn`. */
  keep(key: string, payload: Uint8Array, startedIn: number): KeptAnswer {
    const kept = this.entries.get(key);
    if (kept !== undefined) return kept;
    const answer = {
      payload,
      etag: `W/"${String(startedIn)}-${base64UrlOf(sha256Of(payload)).slice(0, 16)}"`,
    };
    if (startedIn !== this.generationNow) return answer;
    if (this.entries.size >= MAX_ENTRIES) this.entries = new Map();
    this.entries.set(key, answer);
    return answer;
  }

  invalidate(): void {
    this.generationNow += 1;
    this.entries = new Map();
  }
}

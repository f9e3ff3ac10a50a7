import { base64UrlOf, randomBytes } from '../../portable/crypto';
import type { Store } from '../call';
import { TOPICS, type Subject, type Topic } from '../route-facts';

/** A public read's answer as sent, encoded once: re-encoding a 60 KB catalogue on every hit costs more than sending it. */
export interface KeptAnswer {
  payload: Uint8Array;
  etag: string;
  topics: readonly Topic[];
  /** The one thing it is about (a course's detail), or undefined for everything it shows (a list). */
  subject: Subject | undefined;
}

/**
 * Answers of one data set's public reads, kept until a write changes what they show. Each topic has
 * a generation that every write to it moves on; an answer is kept only if no write to its topics
 * came while it was computed.
 */
export class AnswerCache {
  private entries = new Map<string, KeptAnswer>();
  private bytes = 0;
  private readonly generations = new Map<Topic, number>(TOPICS.map((topic) => [topic, 0]));
  /** ETags name the cache and the answer's number in it: no hashing of the payload on the hot path. */
  private readonly id = base64UrlOf(randomBytes(6));
  private kept = 0;

  /** At most `maxBytes` of answers: a query string of unknown parameters makes a new key each time. */
  constructor(private readonly maxBytes: number) {}

  /** Where the topics stand when a read starts: an answer computed across a write is not kept. */
  generationOf(topics: readonly Topic[]): string {
    return topics.map((topic) => String(this.generations.get(topic))).join('.');
  }

  get(key: string): KeptAnswer | undefined {
    return this.entries.get(key);
  }

  /** The answer with its ETag, kept for the next reads when its topics have not moved since `startedIn`. */
  keep(
    key: string,
    topics: readonly Topic[],
    payload: Uint8Array,
    startedIn: string,
    subject?: Subject,
  ): KeptAnswer {
    const already = this.entries.get(key);
    if (already !== undefined) return already;
    this.kept += 1;
    const answer = { payload, topics, subject, etag: `W/"${this.id}-${String(this.kept)}"` };
    if (startedIn !== this.generationOf(topics) || payload.byteLength > this.maxBytes) return answer;
    // The oldest answers make room (a Map keeps its keys in the order they were set).
    for (const [oldKey, old] of this.entries) {
      if (this.bytes + payload.byteLength <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.payload.byteLength;
    }
    this.entries.set(key, answer);
    this.bytes += payload.byteLength;
    return answer;
  }

  /**
   * A write changed these topics (of one subject only, when it says one): their answers go (those
   * about another subject stay), and no read under way is kept.
   */
  invalidate(topics: readonly Topic[], subject?: Subject): void {
    if (topics.length === 0) return;
    for (const topic of topics) this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1);
    // forEach, not for…of: no [key, answer] pair per kept answer on every write. A Map lets the
    // entry being visited be deleted.
    this.entries.forEach((answer, key) => {
      const other = subject !== undefined && answer.subject !== undefined && answer.subject !== subject;
      if (!other && answer.topics.some((topic) => topics.includes(topic))) {
        this.entries.delete(key);
        this.bytes -= answer.payload.byteLength;
      }
    });
  }
}

/**
 * The shared data set keeps more than a private one (a QA worker's, one of up to MOCK_SESSION_MAX):
 * 32 MiB and 2 MiB, about 380 and 24 catalogues of the seed (all the public reads of the seed take
 * about 0.7 MiB).
 */
const MAX_SHARED_BYTES = 32 * 1024 * 1024;
const MAX_PRIVATE_BYTES = 2 * 1024 * 1024;

/** One cache per data set, gone with it. */
export class AnswerCaches {
  private readonly byStore = new WeakMap<Store, AnswerCache>();

  of(store: Store, shared: boolean): AnswerCache {
    let cache = this.byStore.get(store);
    if (cache === undefined) {
      cache = new AnswerCache(shared ? MAX_SHARED_BYTES : MAX_PRIVATE_BYTES);
      this.byStore.set(store, cache);
    }
    return cache;
  }
}

import { base64UrlOf, hmacSha256, randomBytes } from '../portable/crypto';

/**
 * Password checks that succeeded, remembered for a while: a QA suite signs the same seeded accounts in
 * again and again, and each argon2id check takes a core for tens of milliseconds. Only a success is
 * kept, and a check depends on nothing but the stored hash and the password, so a remembered one says
 * exactly what argon2id would say again. A wrong password is never remembered: every guess costs a
 * full check. A new password is a new hash, checked afresh.
 *
 * Each is kept as an HMAC of the stored hash and the password under a random key of this process,
 * never the password; the oldest give way past `max`, and each is forgotten after `forMs`.
 */
export class RecentChecks {
  private readonly key = randomBytes(32);
  private readonly until = new Map<string, number>();

  constructor(
    private readonly max: number,
    private readonly forMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  private nameOf(passwordHash: string, password: string): string {
    // The stored hash has no NUL, so the pair cannot be read another way.
    return base64UrlOf(hmacSha256(this.key, `${passwordHash}\u0000${password}`));
  }

  /** True when this password matched this stored hash less than `forMs` ago. */
  succeeded(passwordHash: string, password: string): boolean {
    const name = this.nameOf(passwordHash, password);
    const until = this.until.get(name);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(name);
    return false;
  }

  remember(passwordHash: string, password: string): void {
    const name = this.nameOf(passwordHash, password);
    this.until.delete(name);
    this.until.set(name, this.now() + this.forMs);
    // A Map keeps its keys in the order they were set: the first is the oldest.
    for (const oldest of this.until.keys()) {
      if (this.until.size <= this.max) break;
      this.until.delete(oldest);
    }
  }
}

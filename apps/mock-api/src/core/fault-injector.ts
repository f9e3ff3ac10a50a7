import type { FaultRule } from '@formation/contract';
import { createPrng, type Prng } from '@formation/domain';

type ActiveRule = FaultRule & { failures: number };

/** The failures QA asked for: latency, error answers and dropped connections per route pattern. */
export class FaultInjector {
  private rules: ActiveRule[] = [];
  /** Deterministic draws: the same rules and requests fail the same way every run. */
  private draw: Prng = createPrng(1);

  set(rules: readonly FaultRule[]): void {
    this.rules = rules.map((rule) => ({ ...rule, failures: 0 }));
    this.draw = createPrng(1);
  }

  /** Whether any rule is set: most data sets have none, and their requests need not wait on `apply`. */
  get any(): boolean {
    return this.rules.length > 0;
  }

  list(): FaultRule[] {
    return this.rules.map(({ failures: _failures, ...rule }) => rule);
  }

  /** Waits the rule's latency; then the rule when this request is to fail, else null. */
  async apply(method: string, routePattern: string): Promise<FaultRule | null> {
    const rule = this.rules.find(
      (r) => (r.method === '*' || r.method === method) && (r.path === '*' || r.path === routePattern),
    );
    if (rule === undefined) return null;
    if (rule.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, rule.latencyMs));
    if (rule.status === undefined && rule.network === undefined) return null;
    if (rule.times !== undefined && rule.failures >= rule.times) return null;
    if (this.draw() >= rule.rate) return null;
    rule.failures += 1;
    const { failures: _failures, ...failing } = rule;
    return failing;
  }
}

import type { FaultRule } from '@formation/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../api-error';

type ActiveRule = Required<Pick<FaultRule, 'method' | 'path' | 'latencyMs' | 'rate'>> &
  Pick<FaultRule, 'status' | 'times'> & { failures: number };

/** The failures QA asked for: latency and error statuses per route pattern (POST /__mock/faults). */
export class FaultInjector {
  private rules: ActiveRule[] = [];
  private seed = 1;

  set(rules: readonly FaultRule[]): void {
    this.rules = rules.map((r) => ({
      ...r,
      method: r.method,
      latencyMs: r.latencyMs,
      rate: r.rate,
      failures: 0,
    }));
    this.seed = 1;
  }

  list(): FaultRule[] {
    return this.rules.map(({ failures: _failures, ...rule }) => rule);
  }

  /** Deterministic draws (mulberry32): the same rules and requests fail the same way every run. */
  private draw(): number {
    this.seed = (this.seed + 0x6d2b79f5) | 0;
    let t = this.seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  async apply(method: string, routePattern: string): Promise<void> {
    const rule = this.rules.find(
      (r) => (r.method === '*' || r.method === method) && (r.path === '*' || r.path === routePattern),
    );
    if (rule === undefined) return;
    if (rule.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, rule.latencyMs));
    if (rule.status === undefined) return;
    if (rule.times !== undefined && rule.failures >= rule.times) return;
    if (this.draw() >= rule.rate) return;
    rule.failures += 1;
    throw new ApiError(
      rule.status,
      'FAULT_INJECTED',
      rule.status === 503
        ? 'Service temporarily unavailable (injected fault)'
        : 'Internal server error (injected fault)',
    );
  }
}

const EXEMPT = ['/__mock', '/health', '/docs'];

/** Faults apply to the API's own routes, never to the admin surface that sets them. */
export function registerFaultHook(app: FastifyInstance, faults: FaultInjector): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const pattern = request.routeOptions.url;
    if (pattern === undefined || EXEMPT.some((p) => pattern.startsWith(p))) return;
    await faults.apply(request.method, pattern);
  });
}

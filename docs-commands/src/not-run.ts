/**
 * The documented commands a test run cannot make as written, each with the reason and what proves
 * the same thing here instead. Every other command the docs print is run by docs-commands.test.ts.
 */
export const NOT_RUN: Readonly<Record<string, string>> = {
  'npm install -g pnpm@10.34.9 && pnpm install --frozen-lockfile && bash scripts/install-test-tools.sh && pnpm test':
    'the command this test runs in: .ci/run runs it, on a clean clone',
  'HOST=0.0.0.0 MOCK_ADMIN_TOKEN=$(openssl rand -hex 24) pnpm --filter @formation/mock-api start':
    "listens on every interface of the machine, and tests listen on loopback only; a mock other machines reach, behind its admin key, is apps/mock-api/src/hardening/network-exposure.test.ts's",
  'curl -H "x-mock-admin-token: $MOCK_ADMIN_TOKEN" http://staging.example.tn:3001/__mock/state':
    "names a host of the team's network",
  'MOCK_ADMIN_TOKEN=$(openssl rand -hex 24) AUTH_SECRET=$(openssl rand -hex 24) docker compose --profile team up --build mock-team':
    "needs a Docker engine; nginx on the same team.conf, in front of the mock's replicas, is run by apps/mock-api/src/team/balancer.test.ts",
  'MOCK_ADMIN_TOKEN=$(openssl rand -hex 24) docker compose up --build':
    "needs a Docker engine; the compose file's ports and addresses are held by apps/mock-api/src/hardening/compose-ports.test.ts",
  'pnpm changeset':
    'asks its questions on a terminal; the changesets it writes are what the contract gate reads, and packages/contract-diff/src/cli/run-gate.test.ts writes them as it does',
  'pnpm changeset version':
    "turns the waiting changesets into the packages' new versions, a release step; the gate's reading of a raised version is run-gate.test.ts's",
  'pnpm contract:diff gate --update':
    "writes the contract's baseline anew, a release step; run-gate.test.ts runs it in a repository of its own",
};

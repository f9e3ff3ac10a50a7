// The README contract: .ci/run must run exactly the README's test command, so CI proves what the
// README promises. Fails `pnpm test` when the two drift apart.
import { readFileSync } from 'node:fs';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const ci = readFileSync(new URL('../.ci/run', import.meta.url), 'utf8');

const blocks = [...readme.matchAll(/```(?:bash|sh)\n([\s\S]*?)```/g)].map((m) => m[1].trim());
const [start, test] = blocks;
const ciCommand = ci
  .split('\n')
  .filter(
    (line) =>
      line.trim() !== '' && !line.startsWith('#') && !line.startsWith('set ') && !line.startsWith('cd '),
  )
  .join('\n')
  .trim();

const problems = [];
if (!start?.includes('pnpm start')) problems.push('the first README command must end in `pnpm start`');
if (!test?.includes('pnpm test')) problems.push('the second README command must run `pnpm test`');
if (test !== ciCommand) problems.push(`.ci/run runs:\n  ${ciCommand}\nbut the README says:\n  ${test}`);

if (problems.length > 0) {
  console.error(`README contract broken:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('README contract: .ci/run runs the README test command.');

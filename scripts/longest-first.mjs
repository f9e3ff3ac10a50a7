// Runs turbo tasks of every package a few at a time, the longest first:
//
//   node scripts/longest-first.mjs [--concurrency N] [--times FILE] TASK…
//
// Each task is its own `turbo run <package>#<task>`, so each keeps turbo's cache. Why not one
// `turbo run TASK… --concurrency=2`: turbo starts the tasks that are ready in an order of its own,
// different each run, with no way to say which first. On two cores the unit stage's longest tasks
// (the mock's tests, the contract check's, the docs' commands, the QA kit's) then started last in
// some runs, and the stage ended on one of them alone: 8 min 22 s to 9 min 29 s for the same work.
// Started longest first, the short ones fill in beside them.
//
// The expected times are the seconds each task took (scripts/task-times.json); a task the file does
// not name runs first, and the summary at the end prints each task's time to update it with.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

const root = dirname(import.meta.dirname);
const turbo = join(root, 'scripts', 'turbo.sh');
/** Turbo on the PATH, as under `pnpm test`, also when this script is run by hand. */
const env = {
  ...process.env,
  PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
};

function usage(message) {
  process.stderr.write(
    `longest-first: ${message}\nUsage: node scripts/longest-first.mjs [--concurrency N] [--times FILE] TASK…\n`,
  );
  process.exit(2);
}

function parseArgs(args) {
  const options = { concurrency: 2, times: join(root, 'scripts', 'task-times.json'), tasks: [] };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--concurrency') {
      options.concurrency = Number(args[(i += 1)]);
      if (!Number.isInteger(options.concurrency) || options.concurrency < 1)
        usage('--concurrency needs a whole number of at least 1');
    } else if (arg === '--times') {
      options.times = args[(i += 1)] ?? usage('--times needs a file');
    } else if (arg.startsWith('-')) usage(`unknown option ${arg}`);
    else options.tasks.push(arg);
  }
  if (options.tasks.length === 0) usage('name at least one task');
  return options;
}

/** The package tasks turbo would run for `tasks` (those whose package has the script). */
function plannedTasks(tasks) {
  const dry = spawnSync('sh', [turbo, 'run', ...tasks, '--dry=json'], { cwd: root, env, encoding: 'utf8' });
  if (dry.status !== 0) {
    process.stderr.write(dry.stderr);
    usage(`turbo could not plan ${tasks.join(' ')}`);
  }
  return JSON.parse(dry.stdout)
    .tasks.filter((task) => task.command !== '<NONEXISTENT>')
    .map((task) => task.taskId);
}

/** Longest first; a task without an expected time before all, then by name for a stable order. */
function longestFirst(ids, times) {
  const expected = (id) => (typeof times[id] === 'number' ? times[id] : Number.POSITIVE_INFINITY);
  return [...ids].sort((a, b) => expected(b) - expected(a) || a.localeCompare(b));
}

function runTask(id) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('sh', [turbo, 'run', id], { cwd: root, env, stdio: 'inherit' });
    child.on('error', () => resolve({ id, code: 1, seconds: 0 }));
    child.on('exit', (code, signal) =>
      resolve({ id, code: code ?? (signal === null ? 1 : 128), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const options = parseArgs(process.argv.slice(2));
const times = JSON.parse(readFileSync(options.times, 'utf8'));
const queue = longestFirst(plannedTasks(options.tasks), times);
const started = Date.now();
const done = [];
let failed = null;

async function lane() {
  while (failed === null && queue.length > 0) {
    const result = await runTask(queue.shift());
    done.push(result);
    if (result.code !== 0) failed ??= result;
  }
}

await Promise.all(Array.from({ length: Math.min(options.concurrency, queue.length) }, lane));
const total = Math.round((Date.now() - started) / 1000);
const lines = done.map(
  ({ id, code, seconds }) => `  ${id} ${Math.round(seconds)} s${code === 0 ? '' : ` (exit ${code})`}`,
);
process.stdout.write(
  `\nlongest-first: ${done.length} tasks, ${options.concurrency} at a time, in ${Math.floor(total / 60)} min ${total % 60} s:\n${lines.join('\n')}\n`,
);
if (failed !== null) {
  process.stderr.write(
    `longest-first: ${failed.id} failed (exit ${failed.code}); ${queue.length} task(s) not started: ${queue.join(' ') || 'none'}\n`,
  );
  process.exit(1);
}

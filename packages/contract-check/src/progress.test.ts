import { describe, expect, it } from 'vitest';

import { createProgress, durationText } from './progress';

/** A sink and a clock the test moves by hand. */
function harness(isTTY: boolean) {
  const clock = { now: 1_000_000 };
  const written: string[] = [];
  const progress = createProgress(
    'contract-check',
    { write: (text) => written.push(text), isTTY },
    {
      now: () => clock.now,
      everyMs: 5_000,
    },
  );
  return { clock, written, progress };
}

describe('progress on a terminal', () => {
  it('redraws one line with the stage, how far, the time and an estimate, then ends with the summary', () => {
    const { clock, written, progress } = harness(true);
    progress.stage('reads', 40);
    expect(written).toEqual(['\r\u001b[2Kcontract-check · reads 0/40 · 0 s']);
    clock.now += 10_000;
    progress.step(10);
    // 10 of 40 in 10 s: 30 left at the same pace.
    expect(written.at(-1)).toBe('\r\u001b[2Kcontract-check · reads 10/40 · 10 s · about 30 s left');
    clock.now += 50;
    progress.step();
    expect(written).toHaveLength(2);
    clock.now += 200;
    progress.step();
    expect(written.at(-1)).toMatch(/reads 12\/40 · 10 s · about 2\d s left$/);
    progress.stage('flows');
    expect(written.at(-1)).toBe('\r\u001b[2Kcontract-check · flows · 10 s');
    clock.now += 65_000;
    progress.end('35 calls checked, 3 routes skipped');
    expect(written.at(-1)).toBe(
      '\r\u001b[2Kcontract-check: 35 calls checked, 3 routes skipped in 1 min 15 s\n',
    );
  });
});

describe('progress in a log (CI, a pipe)', () => {
  it('writes a line at most every few seconds, each ended, and the summary', () => {
    const { clock, written, progress } = harness(false);
    progress.stage('generated calls', 1000);
    for (let call = 0; call < 1000; call += 1) {
      clock.now += 30;
      progress.step();
    }
    progress.end('1000 calls checked');
    // 30 s of calls: the first line, one at 5, 10, 15, 20 and 25 s, then the summary.
    expect(written).toHaveLength(1 + 5 + 1);
    expect(written[0]).toBe('contract-check · generated calls 0/1000 · 0 s\n');
    expect(written[1]).toBe('contract-check · generated calls 167/1000 · 5 s · about 25 s left\n');
    expect(written.every((line) => line.endsWith('\n') && !line.includes('\r'))).toBe(true);
    expect(written.at(-1)).toBe('contract-check: 1000 calls checked in 30 s\n');
  });

  it('says nothing between its lines however many stages start', () => {
    const { clock, written, progress } = harness(false);
    progress.stage('reads', 3);
    progress.stage('recording the catalogue, comments and blog');
    progress.stage('pictures', 2);
    expect(written).toHaveLength(1);
    clock.now += 5_000;
    progress.step();
    expect(written.at(-1)).toBe('contract-check · pictures 1/2 · 5 s · about 5 s left\n');
  });
});

describe('durationText', () => {
  it('reads in seconds, then minutes and seconds', () => {
    expect(durationText(400)).toBe('0 s');
    expect(durationText(59_400)).toBe('59 s');
    expect(durationText(185_000)).toBe('3 min 05 s');
  });
});

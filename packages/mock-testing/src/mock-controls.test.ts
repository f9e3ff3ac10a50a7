import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DATA_SET_HEADER } from '@formation/contract';

import { MockCallError } from './mock-call-error.js';
import { createMockControls, type MockControls } from './mock-controls.js';
import { dataSetHeaders, dataSetIdFor, sessionIdFor, withEarlierName } from './mock-headers.js';
import { SEEDED_ACCOUNTS } from './seeded-accounts.js';
import { MOCK_NOW, startMockProcess, type MockProcess } from './testing/mock-process.js';

let mock: MockProcess;
beforeAll(async () => {
  mock = await startMockProcess();
}, 60_000);
afterAll(async () => {
  await mock.stop();
});

let dataSets = 0;
/** Controls of a data set of this test's own. */
function controls(): MockControls {
  dataSets += 1;
  return createMockControls({ apiUrl: mock.url, dataSet: `kit-test-${String(dataSets)}` });
}

describe('the controls of a private data set', () => {
  it('load a scenario on their data set only, and reset it', async () => {
    const mine = controls();
    const neighbour = controls();
    expect(await mine.scenario('empty')).toMatchObject({ scenario: 'empty', session: mine.target.dataSet });
    expect((await mine.state()).scenario).toBe('empty');
    expect((await neighbour.state()).scenario).toBe('default');
    const emptyList = await mine.api.courses.list({ query: {} });
    const seededList = await neighbour.api.courses.list({ query: {} });
    expect(emptyList.status).toBe(200);
    expect(seededList.status).toBe(200);
    expect(JSON.stringify(emptyList.body).length).toBeLessThan(JSON.stringify(seededList.body).length);
    expect((await mine.reset()).scenario).toBe('empty');
  });

  it('freeze the clock of their data set', async () => {
    const mine = controls();
    expect(await mine.now()).toBe(MOCK_NOW);
    await mine.setClock(new Date('2027-01-15T08:30:00.000Z'));
    expect(await mine.now()).toBe('2027-01-15T08:30:00.000Z');
    expect(await controls().now()).toBe(MOCK_NOW);
  });

  it('inject faults, refuse a rule the contract cannot answer, and clear them', async () => {
    const mine = controls();
    await mine.faults([{ method: 'GET', path: '/courses/AllCourses', status: 503 }]);
    expect((await mine.api.courses.list({ query: {} })).status).toBe(503);
    expect((await controls().api.courses.list({ query: {} })).status).toBe(200);
    await mine.clearFaults();
    expect((await mine.api.courses.list({ query: {} })).status).toBe(200);

    const refused = mine.faults([{ method: 'GET', path: '/no-such-route', status: 503 }]);
    await expect(refused).rejects.toThrow(MockCallError);
    await expect(refused).rejects.toThrow(
      /^The mock answered 400 to POST \/__mock\/faults: VALIDATION_FAILED .*\(body\.rules\.0\.path: /,
    );
  });

  it('wait for the code mailed to a new account, and for a newer one only when asked', async () => {
    const mine = controls();
    const email = 'nouvelle.recrue@example.tn';
    const signUp = await mine.api.auth.register({
      body: { fullName: 'Nouvelle Recrue', email, phoneNumber: '+216 20 000 000', password: 'Recrue2026!' },
    });
    expect(signUp.status).toBeLessThan(300);
    const code = await mine.waitForCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = await mine.waitForMail(email, { kind: 'email-verification' });
    expect(mail.code).toBe(code);

    await expect(mine.waitForMail(email, { after: mail, timeout: 300 })).rejects.toThrow(
      `No mail to ${email} newer than #${String(mail.id)} within 300 ms`,
    );
    await expect(controls().waitForCode(email, { timeout: 300 })).rejects.toThrow(
      `No email-verification mail to ${email} within 300 ms`,
    );
  });

  it('sign seeded accounts in, and say why one is refused', async () => {
    const mine = controls();
    for (const email of [SEEDED_ACCOUNTS.learner, SEEDED_ACCOUNTS.otherLearner]) {
      const signedIn = await mine.apiSignIn(email);
      expect(signedIn.user.email).toBe(email);
      expect(signedIn.headers.authorization).toBe(`Bearer ${signedIn.token}`);
    }
    await expect(mine.apiSignIn(SEEDED_ACCOUNTS.deactivated)).rejects.toThrow(
      /^The mock answered 403 to POST \/auth\/login as sonia\.trabelsi@example\.tn: ACCOUNT_DEACTIVATED/,
    );
    await expect(mine.apiSignIn(SEEDED_ACCOUNTS.learner, 'not-the-password')).rejects.toThrow(/401/);
    await expect(mine.apiSignIn(SEEDED_ACCOUNTS.unverified)).rejects.toThrow(
      /answered 401 .*: EMAIL_NOT_VERIFIED/,
    );
  });

  it('move an enrollment as the back office does', async () => {
    const mine = controls();
    const learner = await mine.apiSignIn();
    const course = await mine.api.courses.bySlug({ params: { slug: 'pmp-preparation-certification' } });
    if (course.status !== 200) throw new Error(`course: ${String(course.status)}`);
    const created = await mine.api.enrollments.create({
      extraHeaders: learner.headers,
      body: {
        courseId: course.body.id,
        fullName: learner.user.fullName,
        email: learner.user.email,
        appointmentTime: '2026-11-23T09:00:00.000Z',
        paymentMethod: 'onsite',
      },
    });
    if (created.status !== 201) throw new Error(`enrollment: ${String(created.status)}`);
    expect(created.body.status).toBe('pending');
    expect((await mine.setEnrollmentStatus(created.body.id, 'confirmed')).status).toBe('confirmed');
    await expect(controls().setEnrollmentStatus(created.body.id, 'confirmed')).rejects.toThrow(
      /answered 404/,
    );
  });

  it('drop their data set: the next call starts again from the seed', async () => {
    const mine = controls();
    await mine.scenario('sold-out');
    await mine.setClock('2027-01-01T00:00:00.000Z');
    expect(await mine.dropDataSet()).toBe(true);
    expect(await mine.state()).toEqual({ scenario: 'default', now: MOCK_NOW, session: mine.target.dataSet });
  });

  it('still answer to their earlier names: a target `session` and `dropSession`', async () => {
    /* eslint-disable @typescript-eslint/no-deprecated -- what this test is about */
    const earlier = createMockControls({ apiUrl: mock.url, session: 'kit-test-earlier-name' });
    expect((await earlier.scenario('empty')).session).toBe('kit-test-earlier-name');
    expect(await earlier.dropSession()).toBe(true);
    expect((await earlier.state()).scenario).toBe('default');
    /* eslint-enable @typescript-eslint/no-deprecated */
  });
});

describe('data set folders', () => {
  it('export a data set into a folder, and load the folder, edited, into another data set only', async () => {
    const source = controls();
    const target = controls();
    const neighbour = controls();
    const folder = await mkdtemp(join(tmpdir(), 'kit-data-set-'));
    try {
      const files = await source.exportDataSet(folder);
      expect(Object.keys(files)).toContain('manifest.json');
      const coursesFile = join(folder, 'courses.json');
      const courses = JSON.parse(await readFile(coursesFile, 'utf8')) as { id: number; title: string }[];
      const [first] = courses;
      if (first === undefined) throw new Error('no course in the export');
      first.title = 'Data set de l’équipe QA';
      await writeFile(coursesFile, JSON.stringify(courses));

      expect(await target.loadDataSet(folder)).toMatchObject({ session: target.target.dataSet });
      const course = async (of: MockControls) => {
        const answer = await of.api.courses.byId({ params: { id: first.id } });
        return answer.status === 200 ? answer.body.title : `status ${String(answer.status)}`;
      };
      expect(await course(target)).toBe('Data set de l’équipe QA');
      expect(await course(neighbour)).not.toBe('Data set de l’équipe QA');

      await expect(target.loadDataSet({ 'manifest.json': {} })).rejects.toThrow(MockCallError);
      expect(await course(target)).toBe('Data set de l’équipe QA');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('a mock started with an admin key', () => {
  const key = 'qa-kit-admin-key-0123456789';
  let locked: MockProcess;
  beforeAll(async () => {
    locked = await startMockProcess({ MOCK_ADMIN_TOKEN: key });
  }, 60_000);
  afterAll(async () => {
    await locked.stop();
  });

  it('refuses the controls without it and answers them with it', async () => {
    await expect(createMockControls({ apiUrl: locked.url, dataSet: 'no-key' }).state()).rejects.toThrow(
      /^The mock answered 401 to GET \/__mock\/state: MOCK_ADMIN_LOCKED/,
    );
    const withKey = createMockControls({ apiUrl: locked.url, dataSet: 'with-key', adminKey: key });
    expect((await withKey.state()).session).toBe('with-key');
  });
});

describe("the fixture's target under its earlier name", () => {
  /* eslint-disable @typescript-eslint/no-deprecated -- what these tests are about */
  const fixture = withEarlierName({ apiUrl: 'http://127.0.0.1:3001', dataSet: 'qa-own-0' });

  it('reads its data set as `session` too', () => {
    expect(fixture.session).toBe('qa-own-0');
    expect(dataSetHeaders(fixture)[DATA_SET_HEADER]).toBe('qa-own-0');
  });

  it('names another data set when a spread sets either name', () => {
    expect(dataSetHeaders({ ...fixture, session: 'qa-neighbour' })[DATA_SET_HEADER]).toBe('qa-neighbour');
    expect(dataSetHeaders({ ...fixture, dataSet: 'qa-neighbour' })[DATA_SET_HEADER]).toBe('qa-neighbour');
  });
  /* eslint-enable @typescript-eslint/no-deprecated */
});

/** A Playwright test id: two 20-character hashes (file, then title and project). */
const TEST_ID = '3f2a1b4c5d6e7f809a1b-0123456789abcdef0123';
const MOCK_ID_PATTERN = /^[\w.:-]{1,80}$/;

describe('dataSetIdFor', () => {
  it('names the run, the test and the retry, within the ids the mock accepts', () => {
    expect(dataSetIdFor(TEST_ID, 0, 'a1b2c3d4e5')).toBe(`qa-a1b2c3d4e5-${TEST_ID}-0`);
    expect(dataSetIdFor(TEST_ID, 0, 'a1b2c3d4e5')).toMatch(MOCK_ID_PATTERN);
    // The longest run id, a repeated test's id and a late retry still fit.
    expect(dataSetIdFor(`${TEST_ID}-repeat12`, 12, 'r'.repeat(20))).toMatch(MOCK_ID_PATTERN);
    const long = dataSetIdFor(`${'x'.repeat(100)} é/`, 2, 'run-7');
    expect(long).toMatch(MOCK_ID_PATTERN);
    // A long test id is shortened, never the run id nor the retry.
    expect(long.startsWith('qa-run-7-xxx')).toBe(true);
    expect(long.endsWith('-2')).toBe(true);
    expect(dataSetIdFor('y'.repeat(100), 1, 'run-7')).not.toBe(dataSetIdFor('y'.repeat(100), 0, 'run-7'));
    expect(dataSetIdFor('a b/c', 1, 'run-7')).toBe('qa-run-7-a_b_c-1');
  });

  it('still answers to its earlier name, called as before with the test id and the retry', () => {
    const before = process.env.MOCK_RUN_ID;
    process.env.MOCK_RUN_ID = 'run-9';
    try {
      /* eslint-disable @typescript-eslint/no-deprecated -- what this test is about */
      expect(sessionIdFor(TEST_ID, 3)).toBe(`qa-run-9-${TEST_ID}-3`);
      expect(sessionIdFor(TEST_ID, 3, 'run-7')).toBe(dataSetIdFor(TEST_ID, 3, 'run-7'));
      /* eslint-enable @typescript-eslint/no-deprecated */
    } finally {
      if (before === undefined) delete process.env.MOCK_RUN_ID;
      else process.env.MOCK_RUN_ID = before;
    }
  });
});

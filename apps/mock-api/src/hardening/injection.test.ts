import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  AVATAR_MAX_BYTES,
  ErrorBodySchema,
  type Comment,
  type OutboxMessage,
  type Profile,
} from '@formation/contract';
import { searchItems } from '@formation/domain';

import { encodePng } from '../images/png-encoder';
import { multipartBody, type Part } from '../testing/multipart-body';
import {
  buildContractTestApp,
  DEMO,
  injectAs,
  login,
  type SignedIn,
  type TestApp,
  type TestResponse,
} from '../testing/test-app';

/**
 * The API's side of injection: what users write is data. Markup and script come back as the very
 * same text (the site renders it as text: apps/web/e2e/injection.spec.ts), SQL metacharacters reach
 * the database as values (every query is parameterised), and an upload is judged by its bytes, with
 * nothing left in the uploads folder when it is refused.
 */

const MARKUP = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(document.cookie)',
  "{{constructor.constructor('alert(1)')()}}",
];
const SQL = ["' OR 1=1 --", "'; DROP TABLE users; --", '\\', '%', '_', '100% _sure_ \\\' "quoted"'];
const PAYLOADS = [...MARKUP, ...SQL];

/** Addresses the email rule accepts that still carry markup or SQL metacharacters. */
const EMAILS = [
  '<script>alert(1)</script>@example.tn',
  '"><svg/onload=alert(1)>@example.tn',
  'javascript:alert(1)@example.tn',
  "{{constructor.constructor('alert(1)')()}}@example.tn",
  "'or'1'='1'--@example.tn",
  "';drop-table-users;--@example.tn",
  '%@example.tn',
  '_@example.tn',
  'a\\b@example.tn',
];

let app: TestApp;
let uploadsDir: string;
let learner: SignedIn;

beforeAll(async () => {
  uploadsDir = mkdtempSync(join(tmpdir(), 'mock-api-injection-'));
  app = await buildContractTestApp({ UPLOADS_DIR: uploadsDir });
  learner = await login(app, 'learner');
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

/** Rows per table: a statement smuggled into a value would show here. */
function tableCounts(): Record<string, number> {
  const { db } = app.ctx.store;
  const tables = db
    .all<{ name: string }>(
      sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
    )
    .map((t) => t.name);
  return Object.fromEntries(
    tables.map((t) => [t, db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${sql.identifier(t)}`).n]),
  );
}

/** Counts after = counts before plus the expected growth; every other table unchanged. */
function expectCounts(before: Record<string, number>, growth: Record<string, number>): void {
  const expected = Object.fromEntries(Object.entries(before).map(([t, n]) => [t, n + (growth[t] ?? 0)]));
  expect(tableCounts()).toEqual(expected);
}

/** Text answers are JSON the browser never sniffs into a page. */
function expectJson(res: TestResponse): void {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

const error = (res: TestResponse) => ErrorBodySchema.parse(res.json());

const courseIdOf = async (slug: string) =>
  (await app.inject({ method: 'GET', url: `/courses/slug/${slug}` })).json<{ id: number }>().id;

describe('user text is stored and answered as text, byte for byte', () => {
  it('comments: created, listed and edited with markup and SQL metacharacters', async () => {
    const courseId = await courseIdOf('devops-foundation');
    const before = tableCounts();
    const ids: number[] = [];
    for (const content of PAYLOADS) {
      const res = await injectAs(app, learner, {
        method: 'POST',
        url: '/comments',
        payload: { courseId, content, rate: 3 },
      });
      expect(res.statusCode, content).toBe(201);
      expectJson(res);
      expect(res.json<Comment>().content).toBe(content);
      ids.push(res.json<Comment>().id);
    }
    const listed = await app.inject({ method: 'GET', url: `/comments/course/${courseId}` });
    expectJson(listed);
    const byId = new Map(listed.json<Comment[]>().map((c) => [c.id, c.content]));
    expect(ids.map((id) => byId.get(id))).toEqual(PAYLOADS);

    // Edits too, each comment taking the next payload.
    for (const [i, id] of ids.entries()) {
      const content = PAYLOADS[(i + 1) % PAYLOADS.length] ?? '';
      const res = await injectAs(app, learner, {
        method: 'PUT',
        url: `/comments/${id}`,
        payload: { content, rate: 4 },
      });
      expect(res.statusCode, content).toBe(200);
      expect(res.json<Comment>().content).toBe(content);
    }
    expectCounts(before, { comments: PAYLOADS.length });
  });

  it('profile fields (JSON and the multipart data part), and the name a later sign-in answers', async () => {
    const before = tableCounts();
    const texts = ['position', 'industry', 'company', 'country', 'city', 'address'] as const;
    for (const [i, p] of PAYLOADS.entries()) {
      const body = {
        firstName: p,
        lastName: `${p}!`,
        ...Object.fromEntries(texts.map((field) => [field, p])),
      };
      const res =
        i % 2 === 0
          ? await injectAs(app, learner, { method: 'PATCH', url: `/users/${learner.userId}`, payload: body })
          : await multipartData(learner, JSON.stringify(body));
      expect(res.statusCode, p).toBe(200);
      expectJson(res);

      const profile = await injectAs(app, learner, {
        method: 'GET',
        url: `/users/profile/${learner.userId}`,
      });
      expectJson(profile);
      expect(profile.json<Profile>()).toMatchObject({
        firstName: p,
        lastName: `${p}!`,
        fullName: `${p} ${p}!`,
        ...Object.fromEntries(texts.map((field) => [field, p])),
      });
      // The header's account menu shows the name the sign-in answered.
      const signIn = await app.inject({ method: 'POST', url: '/auth/login', payload: DEMO.learner });
      expect(signIn.json<{ user: { fullName: string } }>().user.fullName).toBe(`${p} ${p}!`);
    }
    expectCounts(before, {});
  });

  it('registration names and email addresses, through verification and sign-in', async () => {
    const before = tableCounts();
    for (const [i, email] of EMAILS.entries()) {
      const fullName = `Nom ${PAYLOADS[i % PAYLOADS.length] ?? ''}`;
      const created = await app.inject({
        method: 'POST',
        url: '/auth/register',
        payload: { fullName, email, phoneNumber: '+216 21 555 444', password: 'MotDePasse2026!' },
      });
      expect(created.statusCode, email).toBe(201);
      expect(created.json<{ user: { fullName: string; email: string } }>().user).toMatchObject({
        fullName,
        email,
      });
      // The outbox filter compares addresses exactly: '%' and '_' find their own mail, not everyone's.
      const mails = await app.inject({
        method: 'GET',
        url: `/__mock/outbox?to=${encodeURIComponent(email)}&kind=email-verification`,
      });
      const found = mails.json<OutboxMessage[]>();
      expect(found.map((m) => m.to)).toEqual([email]);
      const verified = await app.inject({
        method: 'POST',
        url: '/auth/verify-email',
        payload: { email, code: found[0]?.code },
      });
      expect(verified.statusCode, email).toBe(200);
      const signIn = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email, password: 'MotDePasse2026!' },
      });
      expect(signIn.statusCode, email).toBe(200);
      expect(signIn.json<{ user: { fullName: string; email: string } }>().user).toMatchObject({
        fullName,
        email,
      });
    }
    // mock_state: where the verification codes' sequence stands (one row, kept across a restart).
    expectCounts(before, {
      users: EMAILS.length,
      outbox: EMAILS.length,
      verification_codes: EMAILS.length,
      mock_state: 1,
    });
  });

  it('contact requests: every text field as typed', async () => {
    const before = tableCounts();
    for (const p of PAYLOADS) {
      const payload = {
        role: 'enterprise',
        name: p,
        email: 'contact@example.tn',
        subject: p,
        message: p,
        category: 'quote',
        phone: p.slice(0, 40),
        company: p,
      };
      const res = await app.inject({ method: 'POST', url: '/contact', payload });
      expect(res.statusCode, p).toBe(201);
      const row = app.ctx.store.db.get(
        sql`SELECT name, subject, message, phone, company FROM contact_requests WHERE id = ${res.json<{ id: number }>().id}`,
      );
      expect(row).toEqual({ name: p, subject: p, message: p, phone: p.slice(0, 40), company: p });
    }
    expectCounts(before, { contact_requests: PAYLOADS.length, outbox: PAYLOADS.length });
  });

  it('newsletter addresses: each its own subscription, answered as sent', async () => {
    const before = tableCounts();
    for (const email of EMAILS) {
      const res = await app.inject({ method: 'POST', url: '/newsletter', payload: { email } });
      expect(res.statusCode, email).toBe(201);
      expectJson(res);
      expect(res.json()).toEqual({ status: 'subscribed', email });
    }
    // '%' and '_' match only themselves: a new address is new, the same one is already in.
    const again = await app.inject({
      method: 'POST',
      url: '/newsletter',
      payload: { email: '_@example.tn' },
    });
    expect(again.json()).toEqual({ status: 'already-subscribed', email: '_@example.tn' });
    const fresh = await app.inject({
      method: 'POST',
      url: '/newsletter',
      payload: { email: 'x@example.tn' },
    });
    expect(fresh.json()).toEqual({ status: 'subscribed', email: 'x@example.tn' });
    expectCounts(before, { newsletter_subscriptions: EMAILS.length + 1, outbox: EMAILS.length + 1 });
  });

  it('the enrollment form: a name with SQL in it is kept, a promo code "_" matches no coupon', async () => {
    const learner2 = await login(app, 'learner2');
    const courseId = await courseIdOf('product-owner-pspo-i');
    const form = {
      courseId,
      fullName: "Karim '; DROP TABLE users; -- <script>alert(1)</script>",
      email: DEMO.learner2.email,
      appointmentTime: '2026-11-23T10:00:00.000Z',
      paymentMethod: 'onsite',
    };
    const before = tableCounts();
    const promo = await injectAs(app, learner2, {
      method: 'POST',
      url: '/enrollments',
      payload: { ...form, promoCode: '_' },
    });
    expect(promo.statusCode).toBe(422);
    expect(error(promo).code).toBe('PROMO_INVALID');
    expectCounts(before, {});

    const res = await injectAs(app, learner2, { method: 'POST', url: '/enrollments', payload: form });
    expect(res.statusCode).toBe(201);
    const mine = await injectAs(app, learner2, { method: 'GET', url: '/enrollments/me' });
    expect(
      mine.json<{ courseId: number; fullName: string }[]>().find((e) => e.courseId === courseId)?.fullName,
    ).toBe(form.fullName);
  });
});

describe('SQL metacharacters in paths and queries change nothing', () => {
  it('answers 400 or 404 in the one shape for ids and slugs, and ignores or refuses query values', async () => {
    const before = tableCounts();
    const category = encodeURIComponent('Cybersécurité');
    const inCategory = (await app.inject({ method: 'GET', url: `/blog?category=${category}` })).json<{
      total: number;
    }>().total;
    expect(inCategory).toBeGreaterThan(0);
    for (const p of PAYLOADS) {
      const e = encodeURIComponent(p);
      for (const url of [
        `/courses/slug/${e}`,
        `/courses/${e}`,
        `/comments/course/${e}`,
        `/blog/${e}`,
        `/blog/slug/${e}`,
      ]) {
        const res = await app.inject({ method: 'GET', url });
        expect([400, 404], url).toContain(res.statusCode);
        expect(error(res).statusCode).toBe(res.statusCode);
      }
      const status = await app.inject({ method: 'GET', url: `/courses/AllCourses?status=${e}` });
      expect(status.statusCode, p).toBe(400);
      // The category is compared exactly: '%' or "' OR 1=1 --" is a category no article has.
      const filtered = await app.inject({ method: 'GET', url: `/blog?category=${e}` });
      expect(filtered.statusCode, p).toBe(200);
      expect(filtered.json<{ total: number }>().total, p).toBe(0);
      const outbox = await app.inject({ method: 'GET', url: `/__mock/outbox?to=${e}` });
      expect(outbox.json(), p).toEqual([]);
      const signIn = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: DEMO.learner.email, password: p },
      });
      expect(signIn.statusCode, p).toBe(401);
    }
    const sqlEmail = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: "'or'1'='1'--@example.tn", password: "' OR 1=1 --" },
    });
    expect(sqlEmail.statusCode).toBe(401);
    const courseId = await courseIdOf('devops-foundation');
    for (const code of ['_', '__', '-']) {
      const res = await injectAs(app, learner, {
        method: 'POST',
        url: '/coupon-usage/verify',
        payload: { code, courseId },
      });
      expect(res.statusCode, code).toBe(422);
      expect(error(res).code).toBe('PROMO_INVALID');
    }
    expectCounts(before, {});
  });

  it('the site search over /search/index takes % and _ as letters, not wildcards', async () => {
    const index = (await app.inject({ method: 'GET', url: '/search/index' })).json<{
      courses: { title: string; description?: string | null }[];
    }>();
    const fields = (c: { title: string; description?: string | null }) => ({
      title: c.title,
      others: [c.description],
    });
    expect(searchItems(index.courses, 'scrum', fields).length).toBeGreaterThan(0);
    for (const query of ['%%', '__', '%_%', "' OR 1=1 --", "'; DROP TABLE users; --"]) {
      expect(searchItems(index.courses, query, fields), query).toEqual([]);
    }
  });
});

// ---- Uploads -------------------------------------------------------------------------------------

function upload(signedIn: SignedIn, parts: Part[]) {
  const { payload, headers } = multipartBody(parts);
  return injectAs(app, signedIn, { method: 'PATCH', url: `/users/${signedIn.userId}`, payload, headers });
}

const multipartData = (signedIn: SignedIn, data: string) =>
  upload(signedIn, [{ name: 'data', content: data }]);

/** Every file under the uploads folder. */
const uploadedFiles = (): string[] =>
  readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A well-formed greyscale PNG (1 bit per pixel) of width × height zero pixels: a few KB that inflate to huge.
 */
function decompressionBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(1, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const raw = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // filter byte 0 + zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const tinyPng = () => Buffer.from(encodePng(1, 1, Uint8Array.from([0, 128, 255, 255])));

function pngDeclaring(width: number, height: number): Buffer {
  const png = tinyPng();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** SOI, then a progressive start of frame (SOF2) declaring width × height, then EOI. */
function jpegDeclaring(width: number, height: number): Buffer {
  const sof2 = [0xff, 0xc2, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  const components = [0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return Buffer.from([0xff, 0xd8, ...sof2, ...components, 0xff, 0xd9]);
}

/** RIFF/WEBP with an extended (VP8X) header declaring a canvas of width × height. */
function webpDeclaring(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(22, 4);
  bytes.write('WEBPVP8X', 8, 'latin1');
  bytes.writeUInt32LE(10, 16);
  bytes.writeUIntLE(width - 1, 24, 3);
  bytes.writeUIntLE(height - 1, 27, 3);
  return bytes;
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

describe('uploads: a refused photo leaves nothing behind', () => {
  const photo = (content: Buffer | string, filename = 'a.png', contentType = 'image/png'): Part => ({
    name: 'photo',
    content,
    filename,
    contentType,
  });
  const refused: [string, number, Part][] = [
    ['an HTML page named .png', 415, photo('<!doctype html><script>alert(1)</script>')],
    ['an SVG named .png', 415, photo(SVG)],
    [
      'an SVG with an XML prolog, as image/svg+xml',
      415,
      photo(`<?xml version="1.0"?>${SVG}`, 'a.svg', 'image/svg+xml'),
    ],
    ['a script as image/png', 415, photo('alert(document.cookie)', 'a.js')],
    ['a PNG signature with no IHDR', 415, photo(tinyPng().subarray(0, 12))],
    ['a PNG header claiming 50 000 × 50 000', 415, photo(pngDeclaring(50_000, 50_000))],
    ['a PNG header claiming 2^31 × 1', 415, photo(pngDeclaring(2 ** 31, 1))],
    ['a decompression bomb (20 000 × 20 000, well-formed)', 415, photo(decompressionBomb(20_000, 20_000))],
    ['a JPEG claiming 65 500 × 65 500', 415, photo(jpegDeclaring(65_500, 65_500), 'a.jpg', 'image/jpeg')],
    ['a WebP claiming 16 384 × 16 384', 415, photo(webpDeclaring(16_384, 16_384), 'a.webp', 'image/webp')],
    [
      'a real PNG one byte over 2 MB',
      413,
      photo(Buffer.concat([tinyPng(), Buffer.alloc(AVATAR_MAX_BYTES + 1 - tinyPng().length)])),
    ],
    ['a 6 MB body', 413, photo(Buffer.alloc(6 * 1024 * 1024, 0x41))],
  ];

  it.each(refused)(
    'refuses %s (%i), keeping the photo, the profile and the folder as they were',
    async (_name, status, part) => {
      const profileBefore = (
        await injectAs(app, learner, { method: 'GET', url: `/users/profile/${learner.userId}` })
      ).body;
      const filesBefore = uploadedFiles();
      const res = await upload(learner, [
        part,
        { name: 'data', content: JSON.stringify({ company: 'Ne doit pas changer' }) },
      ]);
      expect(res.statusCode).toBe(status);
      expect(error(res).statusCode).toBe(status);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
      expect(uploadedFiles()).toEqual(filesBefore);
      expect(
        (await injectAs(app, learner, { method: 'GET', url: `/users/profile/${learner.userId}` })).body,
      ).toBe(profileBefore);
    },
  );

  it('stores a real photo under a name of its own, whatever the file name says', async () => {
    const filesBefore = uploadedFiles();
    const res = await upload(learner, [
      photo(tinyPng(), '../../../<script>alert(1)</script>.html', 'text/html'),
    ]);
    expect(res.statusCode).toBe(200);
    const image = res.json<{ image: string }>().image;
    expect(image).toMatch(new RegExp(`^avatars/${learner.userId}-[0-9a-f]{16}\\.png$`));
    const added = uploadedFiles().filter((f) => !filesBefore.includes(f));
    expect(added).toEqual([join(uploadsDir, image)]);
    const served = await app.inject({ method: 'GET', url: `/uploads/${image}` });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });
});

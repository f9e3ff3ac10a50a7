import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { documentedOnly, isOurs } from './documented-shape.js';
import { ours } from './responses.js';
import { LoginReplySchema } from './schemas/auth.schemas.js';
import { ArticleSchema } from './schemas/blog.schemas.js';
import { CourseReceivedSchema } from './schemas/course.schemas.js';
import { FavoriteSchema } from './schemas/favorite.schemas.js';
import { ProfileSchema } from './schemas/user.schemas.js';
import { SPEC_ARTICLE_FIELDS, SPEC_COURSE_FIELDS, SPEC_USER_FIELDS } from './spec-fields.js';

const everyKeyOf = (schema: z.AnyZodObject): Record<string, unknown> =>
  Object.fromEntries(
    Object.keys(schema.shape as Record<string, unknown>).map((key) => [key, `value of ${key}`]),
  );

describe('isOurs', () => {
  it('is true for an optional field described "[defined by us]", false otherwise', () => {
    expect(isOurs(ours(z.string(), 'x', 'y'))).toBe(true);
    expect(isOurs(z.string().optional())).toBe(false);
    expect(isOurs(z.string().describe('[defined by us] but required'))).toBe(false);
  });
});

describe('documentedOnly', () => {
  it('keeps exactly the 17 course fields of product rules 3', () => {
    const kept = documentedOnly(CourseReceivedSchema, everyKeyOf(CourseReceivedSchema));
    expect(Object.keys(kept as object).sort()).toEqual([...SPEC_COURSE_FIELDS].sort());
  });

  it('keeps exactly the 6 article fields of product rules 3', () => {
    const kept = documentedOnly(ArticleSchema, everyKeyOf(ArticleSchema));
    expect(Object.keys(kept as object).sort()).toEqual([...SPEC_ARTICLE_FIELDS].sort());
  });

  it("keeps exactly the user's 11 fields of the profile", () => {
    const kept = documentedOnly(ProfileSchema, everyKeyOf(ProfileSchema));
    expect(Object.keys(kept as object).sort()).toEqual([...SPEC_USER_FIELDS].sort());
  });

  it('cuts nested objects too (a favorite holds a course), and keeps values as they are', () => {
    const favorite = {
      id: 1,
      userId: 2,
      courseId: 3,
      createdAt: '2026-01-01T00:00:00.000Z',
      course: { ...everyKeyOf(CourseReceivedSchema), id: 3, programme: [{ title: 't', topics: [] }] },
    };
    const kept = documentedOnly(FavoriteSchema, favorite) as typeof favorite;
    expect(Object.keys(kept.course).sort()).toEqual([...SPEC_COURSE_FIELDS].sort());
    expect(kept.course.id).toBe(3);
    expect(kept.createdAt).toBe(favorite.createdAt);
  });

  it('walks arrays and drops keys the contract does not name, even on open objects', () => {
    const schema = z.array(z.object({ a: z.string(), b: ours(z.number(), 'b', 'c') }).passthrough());
    expect(documentedOnly(schema, [{ a: 'x', b: 1, extra: true }])).toEqual([{ a: 'x' }]);
  });

  it('reads a union with the option the value matches (a token as object or as text)', () => {
    const reply = { user: { id: 1 }, token: { access_token: 'abc', token_type: 'Bearer' } };
    expect(documentedOnly(LoginReplySchema, reply)).toEqual(reply);
    expect(documentedOnly(LoginReplySchema, { user: { id: 1 }, token: 'abc' })).toEqual({
      user: { id: 1 },
      token: 'abc',
    });
  });

  it('hands every cut object to adjust, with its schema', () => {
    const adjusted = documentedOnly(FavoriteSchema, { course: { image: null } }, (schema, object) =>
      schema === CourseReceivedSchema ? { ...object, image: '' } : object,
    );
    expect(adjusted).toEqual({ course: { image: '' } });
  });
});

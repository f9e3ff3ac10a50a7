import { createHash } from 'node:crypto';

import { DATA_SET_IMAGE_MAX_BYTES } from '@formation/contract';
import { inspectImage, MAX_IMAGE_SIDE, resolveImageUrl } from '@formation/domain';

import type { FetchLike } from '../http-call';
import type { LeftOut, PictureRow, RecordedAnswers } from './recorded-answers';

/** Where a mock serves a data set's pictures, under its uploads path (what a row's image then says). */
const DATA_SET_PICTURES = 'data-set/';

export interface Pictures {
  rows: PictureRow[];
  /** A picture's path as the backend gave it → its path in the data set. */
  local: ReadonlyMap<string, string>;
  leftOut: LeftOut[];
}

/** Every picture the recorded courses and articles show: a course's, its instructor's, an article's. */
export function picturePaths(answers: RecordedAnswers): string[] {
  const paths = [
    ...answers.courses.flatMap((course) => [course.image, course.instructor?.photo]),
    ...answers.articles.map((article) => article.image),
  ];
  return [...new Set(paths.filter((path): path is string => typeof path === 'string' && path.trim() !== ''))];
}

async function bytesOf(response: Response): Promise<Uint8Array | 'too large'> {
  if (response.body === null) return new Uint8Array();
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > DATA_SET_IMAGE_MAX_BYTES) {
      await reader.cancel();
      return 'too large';
    }
    chunks.push(value);
  }
}

/** One picture fetched and checked, or why it is left out. */
async function picture(url: string, fetchLike: FetchLike, timeoutMs: number): Promise<PictureRow | string> {
  let response: Response;
  try {
    response = await fetchLike(url, { signal: AbortSignal.timeout(Math.max(1, timeoutMs)) });
  } catch (error) {
    return `not fetched: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    return `answered ${String(response.status)}`;
  }
  const bytes = await bytesOf(response);
  if (bytes === 'too large') return `larger than ${String(DATA_SET_IMAGE_MAX_BYTES / 1024 / 1024)} MB`;
  const image = inspectImage(bytes);
  if (image === null) {
    return `not a JPEG, PNG or WebP picture (${response.headers.get('content-type') ?? 'no type'})`;
  }
  if (image.width > MAX_IMAGE_SIDE || image.height > MAX_IMAGE_SIDE) {
    return `larger than ${String(MAX_IMAGE_SIDE)} px a side`;
  }
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { name: `${digest}.${image.extension}`, data: Buffer.from(bytes).toString('base64') };
}

export interface PictureOptions {
  /** The backend's base URL: a picture's relative path is under its uploads path, as the site reads it. */
  baseUrl: URL;
  fetch: FetchLike;
  timeoutMs: number;
  /** Shows an address as a report would, a signed address without its secret. */
  shown: (text: string) => string;
}

/**
 * --with-images: every picture of the recording fetched into the data set (without the token: they
 * are public), each checked as the mock checks a data set's pictures. A picture that cannot be had
 * is left out, with the reason, and its row keeps the backend's address.
 */
export async function fetchPictures(paths: readonly string[], options: PictureOptions): Promise<Pictures> {
  const base = options.baseUrl.toString();
  const uploadsBaseUrl = `${base.endsWith('/') ? base.slice(0, -1) : base}/uploads`;
  const rows = new Map<string, PictureRow>();
  const local = new Map<string, string>();
  const leftOut: LeftOut[] = [];
  for (const path of paths) {
    const url = resolveImageUrl(path, { uploadsBaseUrl });
    if (!/^https?:\/\//i.test(url)) continue;
    const fetched = await picture(url, options.fetch, options.timeoutMs);
    if (typeof fetched === 'string') {
      leftOut.push({ what: `the picture ${options.shown(url)}`, why: options.shown(fetched) });
      continue;
    }
    rows.set(fetched.name, fetched);
    local.set(path, `${DATA_SET_PICTURES}${fetched.name}`);
  }
  return { rows: [...rows.values()], local, leftOut };
}

/**
 * The answers with every picture's address passed through `link`: the data set's own copy of a
 * fetched picture, else the backend's address without its secret (as the report shows it).
 */
export function withPictureLinks(answers: RecordedAnswers, link: (path: string) => string): RecordedAnswers {
  const linked = (path: string | null | undefined) => (typeof path === 'string' ? link(path) : path);
  return {
    ...answers,
    courses: answers.courses.map((course) => ({
      ...course,
      image: linked(course.image) ?? course.image,
      ...(course.instructor === undefined || course.instructor === null
        ? {}
        : { instructor: { ...course.instructor, photo: linked(course.instructor.photo) ?? null } }),
    })),
    articles: answers.articles.map((article) => ({ ...article, image: linked(article.image) })),
    comments: answers.comments.map((comment) => ({
      ...comment,
      user: { ...comment.user, image: linked(comment.user.image) ?? null },
    })),
    signedIn:
      answers.signedIn === null
        ? null
        : {
            ...answers.signedIn,
            profile: { ...answers.signedIn.profile, image: linked(answers.signedIn.profile.image) ?? null },
          },
  };
}

import { createHash } from 'node:crypto';

import { DATA_SET_IMAGE_MAX_BYTES } from '@formation/contract';
import { inspectImage, MAX_IMAGE_SIDE, resolveImageUrl } from '@formation/domain';

import type { ByteBudget } from '../byte-budget';
import type { Progress } from '../progress';
import { mayShow, type PicturePolicy } from './picture-policy';
import { getPicture } from './picture-request';
import type { LeftOut, PictureRow, RecordedAnswers } from './recorded-answers';

/** Where a mock serves a data set's pictures, under its uploads path (what a row's image then says). */
const DATA_SET_PICTURES = 'data-set/';
const MB = 1024 * 1024;

export interface Pictures {
  rows: PictureRow[];
  /** A picture's path as the backend gave it → its path in the data set. */
  local: ReadonlyMap<string, string>;
  /** Paths no row may keep: they lead to a loopback, private or link-local address. */
  dropped: ReadonlySet<string>;
  leftOut: LeftOut[];
  /** Why the pictures stopped before the last: --max-time-ms, or the byte budget, ran out. */
  stopped: 'time' | 'budget' | null;
}

/** Every picture the recorded courses and articles show: a course's, its instructor's, an article's. */
export function picturePaths(answers: RecordedAnswers): string[] {
  const paths = [
    ...answers.courses.flatMap((course) => [course.image, course.instructor?.photo]),
    ...answers.articles.map((article) => article.image),
  ];
  return [...new Set(paths.filter((path): path is string => typeof path === 'string' && path.trim() !== ''))];
}

type Fetched = PictureRow | { why: string; drop: boolean } | 'budget';

const leftOutFor = (why: string): Fetched => ({ why, drop: false });

/** One picture fetched and checked, or why it is left out (`budget` when the byte budget ran out). */
async function picture(url: URL, options: PictureOptions, remainingMs: number): Promise<Fetched> {
  const timeoutMs = Math.max(1, Math.min(options.timeoutMs, remainingMs));
  const answer = await getPicture(url, {
    policy: options.policy,
    signal: AbortSignal.timeout(timeoutMs),
    maxBytes: DATA_SET_IMAGE_MAX_BYTES,
    budget: options.budget,
  });
  switch (answer.kind) {
    case 'refused':
      return { why: answer.why, drop: answer.drop };
    case 'failed':
      return leftOutFor(answer.why);
    case 'timeout': {
      const limit = timeoutMs < options.timeoutMs ? 'what was left of --max-time-ms' : '--timeout-ms';
      return leftOutFor(`not fetched: no answer within ${String(timeoutMs)} ms (${limit})`);
    }
    case 'too large':
      return leftOutFor(`larger than ${String(DATA_SET_IMAGE_MAX_BYTES / MB)} MB`);
    case 'budget':
      return 'budget';
    case 'answer':
      break;
  }
  if (answer.status !== 200) return leftOutFor(`answered ${String(answer.status)}`);
  const image = inspectImage(answer.bytes);
  if (image === null) {
    return leftOutFor(`not a JPEG, PNG or WebP picture (${answer.contentType ?? 'no type'})`);
  }
  if (image.width > MAX_IMAGE_SIDE || image.height > MAX_IMAGE_SIDE) {
    return leftOutFor(`larger than ${String(MAX_IMAGE_SIDE)} px a side`);
  }
  const digest = createHash('sha256').update(answer.bytes).digest('hex').slice(0, 32);
  return { name: `${digest}.${image.extension}`, data: answer.bytes.toString('base64') };
}

export interface PictureOptions {
  /** Where pictures may come from (picture-policy.ts), and the base URL relative paths are read on. */
  policy: PicturePolicy;
  /** --timeout-ms: a picture's limit, unless less of --max-time-ms is left. */
  timeoutMs: number;
  /** What is left of --max-time-ms, asked before each picture: the run's limit holds for them too. */
  remainingMs: () => number;
  /** The run's byte budget (--max-record-bytes), which the pictures' bytes count against. */
  budget: ByteBudget | null;
  /** Shows an address as a report would, a signed address without its secret. */
  shown: (text: string) => string;
  /** Told of each picture as it is done with (fetched or left out). */
  progress?: Progress;
}

/** A picture's address, read as the site reads it: a relative path is under the base URL's uploads. */
export function pictureUrl(path: string, baseUrl: URL): URL | null {
  const base = baseUrl.toString();
  const uploadsBaseUrl = `${base.endsWith('/') ? base.slice(0, -1) : base}/uploads`;
  const url = resolveImageUrl(path, { uploadsBaseUrl });
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * --with-images: every picture of the recording fetched into the data set (without the token: they
 * are public), each checked as the mock checks a data set's pictures, from the origins the policy
 * allows only. A picture that cannot be had is left out, with the reason; its row keeps the
 * backend's address unless the address is one a recording never hands on (`dropped`). Each fetch
 * gets what is left of --max-time-ms; once none is left, or the byte budget is spent, the rest are
 * left out and `stopped` says why.
 */
export async function fetchPictures(paths: readonly string[], options: PictureOptions): Promise<Pictures> {
  const rows = new Map<string, PictureRow>();
  const local = new Map<string, string>();
  const dropped = new Set<string>();
  const leftOut: LeftOut[] = [];
  let stopped: Pictures['stopped'] = null;
  for (const path of paths) {
    options.progress?.step();
    const url = pictureUrl(path, options.policy.baseUrl);
    if (url === null) continue;
    const what = `the picture ${options.shown(url.toString())}`;
    if (!mayShow(url, options.policy)) dropped.add(path);
    const remaining = options.remainingMs();
    if (stopped !== null || remaining <= 0) {
      stopped = 'time';
      leftOut.push({ what, why: 'not fetched: --max-time-ms ran out' });
      continue;
    }
    const fetched = await picture(url, options, remaining);
    if (fetched === 'budget') {
      stopped = 'budget';
      break;
    }
    if ('why' in fetched) {
      if (fetched.drop) dropped.add(path);
      leftOut.push({ what, why: options.shown(fetched.why) });
      continue;
    }
    rows.set(fetched.name, fetched);
    local.set(path, `${DATA_SET_PICTURES}${fetched.name}`);
  }
  return { rows: [...rows.values()], local, dropped, leftOut, stopped };
}

/**
 * What a row shows for a picture: the data set's own copy of a fetched one, else the backend's
 * address without its secret (as the report shows it), or nothing for an address on a loopback,
 * private or link-local host that is not among the allowed origins: a data set is handed to others,
 * whose browsers would call that address on their own network.
 */
export function pictureLink(
  pictures: Pictures | null,
  policy: PicturePolicy,
  shown: (text: string) => string,
): (path: string) => string | null {
  return (path) => {
    const copy = pictures?.local.get(path);
    if (copy !== undefined) return copy;
    if (pictures?.dropped.has(path) === true) return null;
    const url = pictureUrl(path, policy.baseUrl);
    return url !== null && !mayShow(url, policy) ? null : shown(path);
  };
}

/**
 * The answers with every picture's address passed through `link` (pictureLink): the data set's copy,
 * the backend's address, or none.
 */
export function withPictureLinks(
  answers: RecordedAnswers,
  link: (path: string) => string | null,
): RecordedAnswers {
  const linked = (path: string | null | undefined) => (typeof path === 'string' ? link(path) : path);
  return {
    ...answers,
    courses: answers.courses.map((course) => ({
      ...course,
      image: linked(course.image) ?? null,
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

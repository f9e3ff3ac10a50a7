// Product rules 7: an empty course image becomes /placeholder.svg; a user without an avatar gets the
// default avatar under the uploads path.
export const PLACEHOLDER_IMAGE = '/placeholder.svg';
export const DEFAULT_AVATAR_FILE = 'default-avatar.png';

export interface ImageUrlOptions {
  /** Where the API serves uploaded files, e.g. 'http://localhost:3001/uploads' (a trailing slash is fine). */
  uploadsBaseUrl: string;
  /**
   * The site's placeholder picture where the site is served (a sub-folder too); /placeholder.svg by default.
   */
  placeholder?: string;
}

const FULL_URL = /^https?:\/\//i;
// Previews of a file the user just picked (profile photo) are already usable as they are.
const INLINE_URL = /^(?:data:image\/|blob:)/i;
// Leading slashes and './' segments: the file is always relative to the uploads folder.
const LEADING_SLASHES = /^(?:\.?\/+)+/;
const LEADING_UPLOADS = /^uploads(?:\/+|$)/i;
const TRAILING_SLASHES = /(?<!\/)\/+$/;

function uploadsBase(options: ImageUrlOptions): string {
  return options.uploadsBaseUrl.trim().replace(TRAILING_SLASHES, '');
}

function nonBlank(path: string | null | undefined): string | undefined {
  if (typeof path !== 'string') return undefined;
  const trimmed = path.trim();
  return trimmed === '' ? undefined : trimmed;
}

// The API stores Windows-style paths ('uploads\\courses\\a.png') and sometimes keeps the uploads/
// prefix, which uploadsBaseUrl already ends with.
function fileUnderUploads(path: string): string {
  return path
    .replace(/\\/g, '/')
    .replace(LEADING_SLASHES, '')
    .replace(LEADING_UPLOADS, '')
    .replace(LEADING_SLASHES, '');
}

/**
 * URL for an image path from the API. The product rules keep a full http(s) URL as is in production; we keep
 * it in development too: it holds no file name to place under the uploads path, and prefixing it would
 * give 'http://host/uploads/https://…', which never loads (docs/decisions/0002).
 */
export function resolveImageUrl(path: string | null | undefined, options: ImageUrlOptions): string {
  const placeholder = options.placeholder ?? PLACEHOLDER_IMAGE;
  const trimmed = nonBlank(path);
  if (trimmed === undefined) return placeholder;
  if (FULL_URL.test(trimmed) || INLINE_URL.test(trimmed)) return trimmed;
  const file = fileUnderUploads(trimmed);
  // A path that was only 'uploads/' or slashes names no file.
  if (file === '') return placeholder;
  return `${uploadsBase(options)}/${file}`;
}

/** Like resolveImageUrl, but a missing avatar is the default avatar under the uploads path. */
export function resolveAvatarUrl(path: string | null | undefined, options: ImageUrlOptions): string {
  const defaultAvatar = `${uploadsBase(options)}/${DEFAULT_AVATAR_FILE}`;
  if (nonBlank(path) === undefined) return defaultAvatar;
  const url = resolveImageUrl(path, options);
  return url === (options.placeholder ?? PLACEHOLDER_IMAGE) ? defaultAvatar : url;
}

// Only the provider's size token itself, as in '…=s96-c' or '/s96-c/': 'xs96-c' or 's96-cc' are left alone.
const PROVIDER_SIZE_96 = /(?<=[=/])s96-c(?=$|[/?#&-])/g;

/** Product rules 3: a provider picture asks for 128 px instead of 96 px. */
export function upgradeProviderPicture(url: string | null | undefined): string {
  if (typeof url !== 'string') return '';
  return url.replace(PROVIDER_SIZE_96, 's128-c');
}

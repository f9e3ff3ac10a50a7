import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';

/**
 * Only the markup an article needs: headings, text, lists, quotes, links, images and tables. Scripts,
 * styles, frames, forms and every event-handler attribute are dropped by DOMPurify; javascript: and
 * other non-web URLs are refused.
 */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'blockquote',
  'q',
  'cite',
  'code',
  'pre',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
  'span',
  'abbr',
  'mark',
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'lang',
  'dir',
  'colspan',
  'rowspan',
  'scope',
];
const SAFE_URL = /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i;

let purifier: Purifier = DOMPurify;
let hooked = false;

/** Prerendering has no DOM of its own: the build gives DOMPurify one (jsdom's window). */
export function sanitiseWithWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
  hooked = false;
}

function installHooks(): void {
  if (hooked) return;
  hooked = true;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'src'] as const) {
      const value = node.getAttribute(name);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(name);
    }
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) {
        // Another site opens in a new tab and learns nothing of this one.
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
}

/** Article HTML from the API, safe to render: nothing in it can run. */
export function sanitiseArticleHtml(html: string): string {
  installHooks();
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
  });
}

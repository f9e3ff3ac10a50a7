import { Fragment, type ReactNode } from 'react';

type Wrap = (children: string) => ReactNode;

/**
 * A translated text whose named tags (`<ltr>…</ltr>`) become elements: what react-i18next's `Trans`
 * does for flat tags, without its weight on the first page. The text is never read as HTML: a tag
 * not named in `tags` stays as text, and every part is a text node.
 */
export function TaggedText({ text, tags }: { text: string; tags: Record<string, Wrap> }): ReactNode {
  return splitTagged(text, Object.keys(tags)).map((part, index) => {
    const wrap = part.tag === undefined ? undefined : tags[part.tag];
    return <Fragment key={index}>{wrap === undefined ? part.text : wrap(part.text)}</Fragment>;
  });
}

export interface TaggedPart {
  text: string;
  tag?: string;
}

/** Cuts the text at the known tags (not nested) into plain and tagged parts, in order. */
export function splitTagged(text: string, names: readonly string[]): TaggedPart[] {
  const parts: TaggedPart[] = [];
  const pattern = /<([a-z][\w-]*)>([\s\S]*?)<\/\1>/g;
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, tag = '', inner = ''] = match;
    if (!names.includes(tag)) continue;
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ text: inner, tag });
    from = match.index + whole.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

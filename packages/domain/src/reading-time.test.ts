import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { countWords, readingTimeMinutes, WORDS_PER_MINUTE } from './reading-time';

const words = (count: number, word = 'mot') => Array.from({ length: count }, () => word).join(' ');

describe('WORDS_PER_MINUTE', () => {
  it('is 200 as the product rules say', () => {
    expect(WORDS_PER_MINUTE).toBe(200);
  });
});

describe('countWords', () => {
  it('counts plain words separated by any whitespace', () => {
    expect(countWords('un deux trois')).toBe(3);
    expect(countWords('  un\tdeux\n\ntrois  ')).toBe(3);
    expect(countWords('un\u00a0deux\u2003trois\u3000quatre\u2028cinq')).toBe(5);
  });

  it('treats tags as separators, not words', () => {
    expect(countWords('<p>a</p><p>b</p>')).toBe(2);
    expect(countWords('<h1 class="title">Gestion de projet</h1>')).toBe(3);
    expect(countWords('un<br/>deux<br>trois')).toBe(3);
    expect(countWords('<img src="x.png" alt="a long description of an image">')).toBe(0);
  });

  it('ignores script, style and comments', () => {
    expect(countWords('<style>p { color: red }</style><p>texte</p>')).toBe(1);
    expect(countWords('<script>const a = "many words here";</script>mot')).toBe(1);
    expect(countWords('<!-- a comment with words --> seul')).toBe(1);
  });

  it('does not count entities as words', () => {
    expect(countWords('Tom &amp; Jerry')).toBe(2);
    expect(countWords('a&nbsp;b')).toBe(2);
    expect(countWords('a&#160;b&#xA0;c')).toBe(3);
    expect(countWords('l&#39;école')).toBe(1);
    expect(countWords('&nbsp;&nbsp;&mdash;')).toBe(0);
    expect(countWords('&#99999999;')).toBe(0);
  });

  it('leaves comparison signs in prose alone', () => {
    expect(countWords('a < b and c > d')).toBe(5);
  });

  it('does not count tokens made only of punctuation or symbols', () => {
    expect(countWords('un – deux • trois 🚀 !')).toBe(3);
    expect(countWords('2024 version 3.0')).toBe(3);
  });

  it('counts Arabic words', () => {
    expect(countWords('الأمن السيبراني للمؤسسات')).toBe(3);
    expect(countWords('<p>الذكاء الاصطناعي</p><p>للموارد البشرية</p>')).toBe(4);
  });

  it('gives 0 for empty, missing or non-text content', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n ')).toBe(0);
    expect(countWords(null)).toBe(0);
    expect(countWords(undefined)).toBe(0);
    expect(countWords(12 as unknown as string)).toBe(0);
    expect(countWords(['a', 'b'] as unknown as string)).toBe(0);
  });
});

describe('readingTimeMinutes', () => {
  it('rounds up at 200 words per minute', () => {
    expect(readingTimeMinutes(words(1))).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(words(400))).toBe(2);
    expect(readingTimeMinutes(words(401))).toBe(3);
    expect(readingTimeMinutes(words(1000))).toBe(5);
  });

  it('is at least 1 minute, even when empty or missing', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(null)).toBe(1);
    expect(readingTimeMinutes(undefined)).toBe(1);
    expect(readingTimeMinutes('<p></p>')).toBe(1);
  });

  it('does not let markup inflate the time', () => {
    const html = Array.from({ length: 200 }, () => '<span class="word-with-long-classes">mot</span>').join(
      '',
    );
    expect(readingTimeMinutes(html)).toBe(1);
    expect(readingTimeMinutes(`${html}<p>mot</p>`)).toBe(2);
  });

  it('works for Arabic', () => {
    expect(readingTimeMinutes(words(201, 'كلمة'))).toBe(2);
  });

  it('equals ceil(words / 200), at least 1 (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2000 }), (count) => {
        expect(readingTimeMinutes(words(count))).toBe(Math.max(1, Math.ceil(count / 200)));
      }),
    );
  });

  it('is a positive integer for any text and grows with more words (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.nat({ max: 500 }), (text, extra) => {
        const minutes = readingTimeMinutes(text);
        expect(Number.isInteger(minutes)).toBe(true);
        expect(minutes).toBeGreaterThanOrEqual(1);
        expect(readingTimeMinutes(`${text} ${words(extra)}`)).toBeGreaterThanOrEqual(minutes);
      }),
    );
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { splitTagged, TaggedText } from './tagged-text';

describe('splitTagged', () => {
  it('cuts a text at its known tags, in order', () => {
    expect(splitTagged('About <ltr>400+</ltr> reviews and <ltr>97%</ltr> satisfied.', ['ltr'])).toEqual([
      { text: 'About ' },
      { text: '400+', tag: 'ltr' },
      { text: ' reviews and ' },
      { text: '97%', tag: 'ltr' },
      { text: ' satisfied.' },
    ]);
  });

  it('keeps unknown tags and unclosed ones as text', () => {
    expect(splitTagged('a <b>bold</b> <ltr>x', ['ltr'])).toEqual([{ text: 'a <b>bold</b> <ltr>x' }]);
  });

  it('handles a tag at either end and an empty text', () => {
    expect(splitTagged('<phone>+216</phone>', ['phone'])).toEqual([{ text: '+216', tag: 'phone' }]);
    expect(splitTagged('', ['ltr'])).toEqual([]);
  });
});

describe('TaggedText', () => {
  it('wraps the tagged parts and never reads the text as HTML', () => {
    const { container } = render(
      <p>
        <TaggedText
          text={'Call <phone>+216 71 000 000</phone> <img src=x onerror=alert(1)>'}
          tags={{ phone: (children) => <span dir="ltr">{children}</span> }}
        />
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Call <span dir="ltr">+216 71 000 000</span> &lt;img src=x onerror=alert(1)&gt;</p>',
    );
    expect(container.querySelector('img')).toBeNull();
  });
});

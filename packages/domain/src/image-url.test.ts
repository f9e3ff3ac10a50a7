import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  DEFAULT_AVATAR_FILE,
  PLACEHOLDER_IMAGE,
  resolveAvatarUrl,
  resolveImageUrl,
  upgradeProviderPicture,
} from './image-url';
import type { ImageUrlOptions } from './image-url';

const dev: ImageUrlOptions = { uploadsBaseUrl: 'http://localhost:3001/uploads' };
const prod: ImageUrlOptions = { uploadsBaseUrl: 'https://api.example.tn/uploads/' };

describe('resolveImageUrl', () => {
  it('uses the placeholder for empty, blank or missing paths', () => {
    expect(PLACEHOLDER_IMAGE).toBe('/placeholder.svg');
    for (const options of [dev, prod]) {
      expect(resolveImageUrl('', options)).toBe('/placeholder.svg');
      expect(resolveImageUrl('   \n', options)).toBe('/placeholder.svg');
      expect(resolveImageUrl(null, options)).toBe('/placeholder.svg');
      expect(resolveImageUrl(undefined, options)).toBe('/placeholder.svg');
      expect(resolveImageUrl(12 as unknown as string, options)).toBe('/placeholder.svg');
    }
  });

  it('uses the site’s own placeholder when the site is served from a sub-folder', () => {
    const inFolder = { ...dev, placeholder: '/formation/placeholder.svg' };
    expect(resolveImageUrl('', inFolder)).toBe('/formation/placeholder.svg');
    expect(resolveImageUrl('uploads/', inFolder)).toBe('/formation/placeholder.svg');
    // A missing avatar is still the default avatar, not the placeholder.
    expect(resolveAvatarUrl('uploads/', inFolder)).toMatch(/\/default-avatar\.png$/);
  });

  it('keeps a full http(s) URL as is in production', () => {
    expect(resolveImageUrl('https://cdn.example.com/a.png', prod)).toBe('https://cdn.example.com/a.png');
    expect(resolveImageUrl('http://cdn.example.com/a.png', prod)).toBe('http://cdn.example.com/a.png');
    expect(resolveImageUrl('  HTTPS://CDN.example.com/A.png ', prod)).toBe('HTTPS://CDN.example.com/A.png');
  });

  it('also keeps a full URL as is outside production', () => {
    expect(resolveImageUrl('https://lh3.googleusercontent.com/a/x=s128-c', dev)).toBe(
      'https://lh3.googleusercontent.com/a/x=s128-c',
    );
  });

  it('keeps in-browser previews as they are', () => {
    expect(resolveImageUrl('data:image/png;base64,AAAA', dev)).toBe('data:image/png;base64,AAAA');
    expect(resolveImageUrl('blob:http://localhost:5173/1234', dev)).toBe('blob:http://localhost:5173/1234');
  });

  it('places a file name under the uploads path with exactly one slash', () => {
    expect(resolveImageUrl('course.png', dev)).toBe('http://localhost:3001/uploads/course.png');
    expect(resolveImageUrl('course.png', prod)).toBe('https://api.example.tn/uploads/course.png');
    expect(resolveImageUrl('/course.png', prod)).toBe('https://api.example.tn/uploads/course.png');
    expect(resolveImageUrl('///course.png', dev)).toBe('http://localhost:3001/uploads/course.png');
    expect(resolveImageUrl('course.png', { uploadsBaseUrl: 'http://h/uploads///' })).toBe(
      'http://h/uploads/course.png',
    );
  });

  it('turns backslashes into slashes', () => {
    expect(resolveImageUrl('courses\\2024\\a.png', dev)).toBe(
      'http://localhost:3001/uploads/courses/2024/a.png',
    );
  });

  it('removes a leading uploads/ segment, whatever its case and slashes', () => {
    expect(resolveImageUrl('uploads/a.png', dev)).toBe('http://localhost:3001/uploads/a.png');
    expect(resolveImageUrl('/uploads/a.png', prod)).toBe('https://api.example.tn/uploads/a.png');
    expect(resolveImageUrl('uploads\\courses\\a.png', dev)).toBe(
      'http://localhost:3001/uploads/courses/a.png',
    );
    expect(resolveImageUrl('\\Uploads\\a.png', dev)).toBe('http://localhost:3001/uploads/a.png');
    expect(resolveImageUrl('UPLOADS//a.png', dev)).toBe('http://localhost:3001/uploads/a.png');
    expect(resolveImageUrl('./uploads/a.png', dev)).toBe('http://localhost:3001/uploads/a.png');
  });

  it('removes only one leading uploads segment and only a whole one', () => {
    expect(resolveImageUrl('uploads/uploads/a.png', dev)).toBe('http://localhost:3001/uploads/uploads/a.png');
    expect(resolveImageUrl('uploads-2024/a.png', dev)).toBe(
      'http://localhost:3001/uploads/uploads-2024/a.png',
    );
    expect(resolveImageUrl('courses/uploads/a.png', dev)).toBe(
      'http://localhost:3001/uploads/courses/uploads/a.png',
    );
  });

  it('uses the placeholder when the path names no file', () => {
    expect(resolveImageUrl('uploads/', dev)).toBe('/placeholder.svg');
    expect(resolveImageUrl('/uploads', dev)).toBe('/placeholder.svg');
    expect(resolveImageUrl('///', dev)).toBe('/placeholder.svg');
  });

  it('keeps accents and Arabic in file names', () => {
    expect(resolveImageUrl('uploads/sécurité.png', dev)).toBe('http://localhost:3001/uploads/sécurité.png');
    expect(resolveImageUrl('صورة.png', dev)).toBe('http://localhost:3001/uploads/صورة.png');
  });

  it('never yields a double slash after the uploads base, nor a backslash (property)', () => {
    const segment = fc.stringMatching(/^[\w.-]{1,8}$/);
    const separator = fc.constantFrom('/', '\\', '//', '\\\\');
    const path = fc
      .tuple(
        fc.constantFrom('', '/', '\\', 'uploads/', '/uploads/', 'Uploads\\'),
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        separator,
      )
      .map(([prefix, segments, sep]) => prefix + segments.join(sep));
    fc.assert(
      fc.property(path, fc.constantFrom('http://h/uploads', 'http://h/uploads/'), (p, base) => {
        const url = resolveImageUrl(p, { uploadsBaseUrl: base });
        expect(url.startsWith('http://h/uploads/')).toBe(true);
        expect(url.slice('http://h/uploads/'.length).startsWith('/')).toBe(false);
        expect(url.includes('\\')).toBe(false);
      }),
    );
  });
});

describe('resolveAvatarUrl', () => {
  it('uses the default avatar under the uploads path when empty', () => {
    expect(DEFAULT_AVATAR_FILE).toBe('default-avatar.png');
    expect(resolveAvatarUrl('', dev)).toBe('http://localhost:3001/uploads/default-avatar.png');
    expect(resolveAvatarUrl(null, prod)).toBe('https://api.example.tn/uploads/default-avatar.png');
    expect(resolveAvatarUrl(undefined, dev)).toBe('http://localhost:3001/uploads/default-avatar.png');
    expect(resolveAvatarUrl('  ', dev)).toBe('http://localhost:3001/uploads/default-avatar.png');
    expect(resolveAvatarUrl('uploads/', dev)).toBe('http://localhost:3001/uploads/default-avatar.png');
  });

  it('otherwise resolves like a course image', () => {
    expect(resolveAvatarUrl('uploads\\avatars\\me.jpg', dev)).toBe(
      'http://localhost:3001/uploads/avatars/me.jpg',
    );
    expect(resolveAvatarUrl('https://lh3.googleusercontent.com/a/x=s128-c', prod)).toBe(
      'https://lh3.googleusercontent.com/a/x=s128-c',
    );
  });
});

describe('upgradeProviderPicture', () => {
  it('asks for the 128 px picture instead of 96 px', () => {
    expect(upgradeProviderPicture('https://lh3.googleusercontent.com/a/ACg8ocK=s96-c')).toBe(
      'https://lh3.googleusercontent.com/a/ACg8ocK=s128-c',
    );
    expect(upgradeProviderPicture('https://lh3.googleusercontent.com/-x/s96-c/photo.jpg')).toBe(
      'https://lh3.googleusercontent.com/-x/s128-c/photo.jpg',
    );
    expect(upgradeProviderPicture('https://yt3.ggpht.com/a/b=s96-c-k-no')).toBe(
      'https://yt3.ggpht.com/a/b=s128-c-k-no',
    );
  });

  it('leaves other URLs and look-alike tokens alone', () => {
    expect(upgradeProviderPicture('https://lh3.googleusercontent.com/a/ACg8ocK=s64-c')).toBe(
      'https://lh3.googleusercontent.com/a/ACg8ocK=s64-c',
    );
    expect(upgradeProviderPicture('https://example.com/xs96-c.png')).toBe('https://example.com/xs96-c.png');
    expect(upgradeProviderPicture('https://example.com/a=s96-cc')).toBe('https://example.com/a=s96-cc');
    expect(upgradeProviderPicture('https://example.com/a=s128-c')).toBe('https://example.com/a=s128-c');
    expect(upgradeProviderPicture('/uploads/avatar.png')).toBe('/uploads/avatar.png');
  });

  it('gives an empty string for empty or missing input', () => {
    expect(upgradeProviderPicture('')).toBe('');
    expect(upgradeProviderPicture(null)).toBe('');
    expect(upgradeProviderPicture(undefined)).toBe('');
  });

  it('is idempotent and changes nothing without the token (property)', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const upgraded = upgradeProviderPicture(url);
        expect(upgradeProviderPicture(upgraded)).toBe(upgraded);
        if (!url.includes('s96-c')) expect(upgraded).toBe(url);
      }),
    );
  });
});

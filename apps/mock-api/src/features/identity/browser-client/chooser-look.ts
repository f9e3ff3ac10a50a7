/** How the identity stand-in's account chooser looks (account-chooser.ts builds it). */

// Logical properties only (start/end, inline/block), so one set of rules serves both directions.
export const CHOOSER_STYLES = [
  '.mock-idp-dialog{position:fixed;inset:0;box-sizing:border-box;margin:auto;padding:0;border:0;' +
    'width:calc(100% - 2rem);max-width:24rem;height:fit-content;max-height:calc(100% - 2rem);overflow:auto;' +
    'border-radius:0.75rem;background:#fff;color:#202124;color-scheme:light;' +
    'box-shadow:0 1px 3px rgba(60,64,67,.3),0 8px 24px 6px rgba(60,64,67,.2);' +
    "font:400 0.875rem/1.4 Roboto,'Segoe UI',system-ui,-apple-system,Arial,sans-serif;text-align:start}",
  '.mock-idp-dialog::backdrop{background:rgba(32,33,36,.6)}',
  '.mock-idp-header{padding-block:1.5rem 1rem;padding-inline:1.5rem;text-align:center}',
  '.mock-idp-logo{display:block;width:1.5rem;height:1.5rem;margin-block:0 0.75rem;margin-inline:auto}',
  '.mock-idp-title{margin:0;font-size:1.375rem;font-weight:400;line-height:1.3;color:#202124}',
  '.mock-idp-hint{margin-block:0.5rem 0;margin-inline:0;font-size:0.8125rem;color:#5f6368}',
  '.mock-idp-list{list-style:none;margin:0;padding:0;border-block-start:1px solid #dadce0}',
  '.mock-idp-list>li{margin:0;padding:0;border-block-end:1px solid #dadce0}',
  '.mock-idp-account{display:flex;align-items:center;gap:0.75rem;box-sizing:border-box;width:100%;margin:0;' +
    'padding-block:0.75rem;padding-inline:1.5rem;border:0;background:transparent;color:inherit;font:inherit;' +
    'text-align:start;cursor:pointer}',
  '.mock-idp-account:hover{background:#f1f3f4}',
  '.mock-idp-avatar{flex:none;display:flex;align-items:center;justify-content:center;width:2rem;height:2rem;' +
    'border-radius:50%;overflow:hidden;color:#fff;font-size:0.875rem;font-weight:500;line-height:1}',
  '.mock-idp-avatar>img{display:block;width:100%;height:100%;object-fit:cover}',
  '.mock-idp-who{display:flex;flex-direction:column;min-width:0}',
  '.mock-idp-name{font-weight:500;color:#3c4043;overflow-wrap:anywhere}',
  '.mock-idp-email{font-size:0.75rem;color:#5f6368;overflow-wrap:anywhere}',
  '.mock-idp-actions{display:flex;justify-content:flex-end;padding-block:0.75rem;padding-inline:1.5rem}',
  '.mock-idp-cancel{margin:0;padding-block:0.5rem;padding-inline:1rem;border:0;border-radius:0.25rem;' +
    'background:transparent;color:#1967d2;font:inherit;font-weight:500;cursor:pointer}',
  '.mock-idp-cancel:hover{background:#f1f3f4}',
  '.mock-idp-account:focus-visible,.mock-idp-cancel:focus-visible{outline:2px solid #1967d2;outline-offset:-2px}',
  '@media (prefers-reduced-motion:no-preference){' +
    '.mock-idp-dialog[open]{animation:mock-idp-enter 160ms ease-out}' +
    '.mock-idp-dialog[open]::backdrop{animation:mock-idp-fade 160ms ease-out}}',
  '@keyframes mock-idp-enter{from{opacity:0;transform:translateY(0.5rem) scale(.98)}}',
  '@keyframes mock-idp-fade{from{opacity:0}}',
].join('\n');

// Dark enough for white text (at least 4.5:1).
export const AVATAR_COLOURS = ['#1967d2', '#188038', '#c5221f', '#8430ce', '#007b83', '#b06000'];

export const GOOGLE_MARK: readonly (readonly [string, string])[] = [
  [
    '#FFC107',
    'M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z',
  ],
  [
    '#FF3D00',
    'm6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z',
  ],
  [
    '#4CAF50',
    'M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z',
  ],
  [
    '#1976D2',
    'M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z',
  ],
];

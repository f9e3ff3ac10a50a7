/** Test accounts offered by the stand-in's account chooser. */
export const PROVIDER_TEST_ACCOUNTS = [
  { name: 'Amira Ben Salah', email: 'amira.bensalah@example.tn', note: 'existing account' },
  { name: 'Nouvel Utilisateur', email: 'nouveau.google@example.tn', note: 'new account' },
  { name: 'Sonia Trabelsi', email: 'sonia.trabelsi@example.tn', note: 'deactivated account' },
] as const;

const LABELS = {
  title: 'Choisir un compte',
  hint: 'Fournisseur d’identité simulé (API fictive) : aucun mot de passe n’est demandé.',
  cancel: 'Annuler',
};

/** JSON with every non-ASCII character escaped, so the script is plain ASCII whatever its charset. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The stand-in of the identity provider's browser library. It mimics only the surface the site uses:
 * `google.accounts.oauth2.initTokenClient({ client_id, scope, callback }).requestAccessToken()`, with an
 * in-page account chooser instead of the provider's popup. DOM is built with createElement and
 * textContent only.
 */
export function identityClientScript(fallbackBase: string): string {
  const accounts = PROVIDER_TEST_ACCOUNTS.map(({ name, email }) => ({ name, email }));
  return `/*
 * Identity-provider stand-in served by the mock API (GET /__mock/identity/client.js).
 * The real provider's client script is loaded from the provider's own host instead
 * (https://accounts.google.com/gsi/client); the site takes the script URL from its configuration,
 * so the same site code runs against the real provider and against this stand-in.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  // The API's address is where this script came from, base path included (an API under /api).
  var src = script && script.src ? new URL(script.src, window.location.href) : null;
  var mockAt = src ? src.pathname.lastIndexOf('/__mock/') : -1;
  var apiBase = src && mockAt >= 0 ? src.origin + src.pathname.slice(0, mockAt) : ${asciiJson(fallbackBase)};
  var ACCOUNTS = ${asciiJson(accounts)};
  var LABELS = ${asciiJson(LABELS)};

  function el(tag, text, className) {
    var node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = text;
    if (className) node.className = className;
    return node;
  }

  // Logical properties only (start/end, inline/block), so one set of rules serves both directions.
  var STYLES = [
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
  ].join('\\n');

  var stylesAdded = false;

  // A constructed sheet is outside the page's CSP style-src, which may forbid inline <style>; the
  // <style> element is for browsers without constructed sheets.
  function addStylesOnce() {
    if (stylesAdded) return;
    stylesAdded = true;
    if (
      typeof CSSStyleSheet === 'function' &&
      'adoptedStyleSheets' in document &&
      typeof CSSStyleSheet.prototype.replaceSync === 'function'
    ) {
      try {
        var sheet = new CSSStyleSheet();
        sheet.replaceSync(STYLES);
        document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
        return;
      } catch (_error) {
        // Falls through to the <style> element.
      }
    }
    var style = el('style', STYLES);
    style.setAttribute('data-mock-idp', '');
    (document.head || document.body).appendChild(style);
  }

  // Dark enough for white text (at least 4.5:1).
  var AVATAR_COLOURS = ['#1967d2', '#188038', '#c5221f', '#8430ce', '#007b83', '#b06000'];

  function colourOf(email) {
    var hash = 0;
    for (var i = 0; i < email.length; i += 1) hash = (hash * 31 + email.charCodeAt(i)) % 65521;
    return AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
  }

  function initialOf(name) {
    var first = String(name).trim().charAt(0);
    return first === '' ? '?' : first.toLocaleUpperCase();
  }

  function avatarOf(account) {
    var avatar = el('span', null, 'mock-idp-avatar');
    // The name follows it in the button: the avatar would only say it twice.
    avatar.setAttribute('aria-hidden', 'true');
    function showInitial() {
      while (avatar.firstChild) avatar.removeChild(avatar.firstChild);
      avatar.textContent = initialOf(account.name);
      avatar.style.backgroundColor = colourOf(account.email);
    }
    if (typeof account.picture === 'string' && account.picture !== '') {
      var picture = el('img');
      picture.alt = '';
      picture.referrerPolicy = 'no-referrer';
      picture.addEventListener('error', showInitial);
      picture.src = account.picture;
      avatar.appendChild(picture);
    } else {
      showInitial();
    }
    return avatar;
  }

  function googleMark() {
    var NS = 'http://www.w3.org/2000/svg';
    var svg = document.createElementNS(NS, 'svg');
    svg.setAttribute('class', 'mock-idp-logo');
    svg.setAttribute('viewBox', '0 0 48 48');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    [
      ['#FFC107', 'M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z'],
      ['#FF3D00', 'm6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z'],
      ['#4CAF50', 'M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z'],
      ['#1976D2', 'M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z'],
    ].forEach(function (part) {
      var path = document.createElementNS(NS, 'path');
      path.setAttribute('fill', part[0]);
      path.setAttribute('d', part[1]);
      svg.appendChild(path);
    });
    return svg;
  }

  // The page usually keeps its button disabled until it has handled the answer, so focus may have to
  // wait for it; it never moves if something else (a welcome dialog, another page) has taken it since.
  function returnFocus(opener) {
    if (!opener || typeof opener.focus !== 'function' || opener === document.body) return;
    function tryFocus() {
      var active = document.activeElement;
      if (!opener.isConnected || (active && active !== document.body && active !== opener)) return true;
      if (opener.disabled) return false;
      opener.focus();
      return true;
    }
    if (tryFocus() || typeof MutationObserver !== 'function') return;
    var observer = new MutationObserver(function () {
      if (tryFocus()) stop();
    });
    var timer = setTimeout(stop, 10000);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(opener, { attributes: true, attributeFilter: ['disabled'] });
  }

  function chooseAccount(onChoice) {
    addStylesOnce();
    var opener = document.activeElement;
    var dialog = el('dialog', null, 'mock-idp-dialog');
    var settled = false;
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'mock-identity-title');
    dialog.setAttribute('aria-describedby', 'mock-identity-hint');
    dialog.setAttribute('data-testid', 'mock-identity-chooser');
    // Its texts are French whatever the page's language; only the direction follows the page.
    dialog.setAttribute('lang', 'fr');
    dialog.setAttribute('dir', document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

    var header = el('div', null, 'mock-idp-header');
    var title = el('h2', LABELS.title, 'mock-idp-title');
    title.id = 'mock-identity-title';
    var hint = el('p', LABELS.hint, 'mock-idp-hint');
    hint.id = 'mock-identity-hint';
    // French text in a right-to-left card: its own direction keeps the final period at its end.
    hint.setAttribute('dir', 'auto');
    header.appendChild(googleMark());
    header.appendChild(title);
    header.appendChild(hint);
    var list = el('ul', null, 'mock-idp-list');

    function finish(account) {
      if (settled) return;
      settled = true;
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      dialog.remove();
      onChoice(account);
      returnFocus(opener);
    }

    var controls = [];
    ACCOUNTS.forEach(function (account) {
      var item = el('li');
      var button = el('button', null, 'mock-idp-account');
      button.type = 'button';
      button.setAttribute('data-email', account.email);
      var who = el('span', null, 'mock-idp-who');
      var name = el('span', null, 'mock-idp-name');
      var email = el('span', null, 'mock-idp-email');
      // Isolated, a name or an address keeps its own direction while the row's alignment follows the card.
      name.appendChild(el('bdi', account.name));
      email.appendChild(el('bdi', account.email));
      who.appendChild(name);
      // Keeps the name and the email apart in the button's accessible name.
      who.appendChild(document.createTextNode(' '));
      who.appendChild(email);
      button.appendChild(avatarOf(account));
      button.appendChild(who);
      button.addEventListener('click', function () {
        finish(account);
      });
      item.appendChild(button);
      list.appendChild(item);
      controls.push(button);
    });

    var actions = el('div', null, 'mock-idp-actions');
    var cancel = el('button', LABELS.cancel, 'mock-idp-cancel');
    cancel.type = 'button';
    cancel.addEventListener('click', function () {
      finish(null);
    });
    actions.appendChild(cancel);
    controls.push(cancel);

    dialog.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        finish(null);
        return;
      }
      if (event.key !== 'Tab') return;
      // A modal dialog keeps the page inert, but Tab would still leave it for the browser's own UI.
      var first = controls[0];
      var last = controls[controls.length - 1];
      var active = document.activeElement;
      var inside = controls.indexOf(active) !== -1;
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    });
    // Escape that reaches the browser as a close request (no keydown seen), and any other closing.
    dialog.addEventListener('cancel', function (event) {
      event.preventDefault();
      finish(null);
    });
    dialog.addEventListener('close', function () {
      finish(null);
    });

    dialog.appendChild(header);
    dialog.appendChild(list);
    dialog.appendChild(actions);
    document.body.appendChild(dialog);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    if (controls[0]) controls[0].focus();
  }

  // On a mock open to strangers each identity has a key, kept by the browser that made it (as the
  // real provider keeps its sign-in in this browser): without it, the same email is another identity.
  var KEYS_ITEM = 'mock-identity-keys:' + apiBase;

  function storedKeys() {
    try {
      var keys = JSON.parse(window.localStorage.getItem(KEYS_ITEM) || '{}');
      return keys && typeof keys === 'object' ? keys : {};
    } catch (_error) {
      return {};
    }
  }

  function keepKey(email, key) {
    try {
      var keys = storedKeys();
      keys[email] = key;
      window.localStorage.setItem(KEYS_ITEM, JSON.stringify(keys));
    } catch (_error) {
      // Storage off (a private window): the next sign-in makes a new identity.
    }
  }

  function requestToken(account) {
    var email = account.email.trim().toLowerCase();
    var key = storedKeys()[email];
    var body = { email: email, name: account.name, verified_email: true };
    if (typeof key === 'string') body.identity_key = key;
    return fetch(apiBase + '/__mock/identity/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      if (!response.ok) throw new Error('The identity stand-in answered ' + response.status);
      return response.json();
    }).then(function (reply) {
      if (typeof reply.identity_key === 'string') keepKey(email, reply.identity_key);
      return reply;
    });
  }

  function initTokenClient(config) {
    if (!config || typeof config.callback !== 'function') {
      throw new TypeError('initTokenClient needs a callback');
    }
    return {
      requestAccessToken: function () {
        chooseAccount(function (account) {
          if (account === null) {
            config.callback({ error: 'popup_closed', error_description: 'The account chooser was closed' });
            return;
          }
          requestToken(account).then(
            function (reply) {
              config.callback({
                access_token: reply.access_token,
                token_type: reply.token_type,
                expires_in: reply.expires_in,
                scope: config.scope || '',
              });
            },
            function (error) {
              config.callback({ error: 'server_error', error_description: String((error && error.message) || error) });
            },
          );
        });
      },
    };
  }

  function revoke(_token, done) {
    if (typeof done === 'function') done({ successful: true });
  }

  var google = (window.google = window.google || {});
  google.accounts = google.accounts || {};
  google.accounts.oauth2 = { initTokenClient: initTokenClient, revoke: revoke };
})();
`;
}

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
export function identityClientScript(fallbackOrigin: string): string {
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
  var origin = script && script.src ? new URL(script.src, window.location.href).origin : ${asciiJson(fallbackOrigin)};
  var ACCOUNTS = ${asciiJson(accounts)};
  var LABELS = ${asciiJson(LABELS)};

  function el(tag, text) {
    var node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function styleButton(button) {
    button.style.display = 'block';
    button.style.width = '100%';
    button.style.margin = '0.25rem 0';
    button.style.padding = '0.6rem 0.8rem';
    button.style.textAlign = 'start';
    button.style.cursor = 'pointer';
  }

  function chooseAccount(onChoice) {
    var dialog = el('dialog');
    var settled = false;
    dialog.setAttribute('aria-labelledby', 'mock-identity-title');
    dialog.setAttribute('data-testid', 'mock-identity-chooser');
    dialog.style.maxWidth = '28rem';
    dialog.style.fontFamily = 'system-ui, sans-serif';
    var title = el('h2', LABELS.title);
    title.id = 'mock-identity-title';
    var hint = el('p', LABELS.hint);
    hint.style.fontSize = '0.85rem';
    var list = el('ul');
    list.style.listStyle = 'none';
    list.style.padding = '0';

    function finish(account) {
      if (settled) return;
      settled = true;
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      dialog.remove();
      onChoice(account);
    }

    ACCOUNTS.forEach(function (account) {
      var item = el('li');
      var button = el('button', account.name + ' <' + account.email + '>');
      button.type = 'button';
      button.setAttribute('data-email', account.email);
      styleButton(button);
      button.addEventListener('click', function () {
        finish(account);
      });
      item.appendChild(button);
      list.appendChild(item);
    });

    var cancel = el('button', LABELS.cancel);
    cancel.type = 'button';
    styleButton(cancel);
    cancel.addEventListener('click', function () {
      finish(null);
    });
    dialog.addEventListener('cancel', function (event) {
      event.preventDefault();
      finish(null);
    });

    dialog.appendChild(title);
    dialog.appendChild(hint);
    dialog.appendChild(list);
    dialog.appendChild(cancel);
    document.body.appendChild(dialog);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }

  function requestToken(account) {
    return fetch(origin + '/__mock/identity/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, name: account.name, verified_email: true }),
    }).then(function (response) {
      if (!response.ok) throw new Error('The identity stand-in answered ' + response.status);
      return response.json();
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

/**
 * The identity stand-in's account chooser: a modal dialog listing the test accounts, built with
 * createElement and textContent only, keyboard-complete, and giving focus back when it closes.
 */
import { AVATAR_COLOURS, CHOOSER_STYLES, GOOGLE_MARK } from './chooser-look';

export interface ClientAccount {
  name: string;
  email: string;
  picture?: string;
}

export interface ChooserLabels {
  title: string;
  hint: string;
  cancel: string;
}

/** Globals a page (or an old browser) may not have. */
const maybe = globalThis as unknown as {
  CSSStyleSheet?: typeof CSSStyleSheet;
  MutationObserver?: typeof MutationObserver;
};

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string | null,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = text;
  if (className !== undefined) node.className = className;
  return node;
}

let stylesAdded = false;

// A constructed sheet is outside the page's CSP style-src, which may forbid inline <style>; the
// <style> element is for browsers without constructed sheets.
function addStylesOnce(): void {
  if (stylesAdded) return;
  stylesAdded = true;
  const Sheet = maybe.CSSStyleSheet;
  if (
    typeof Sheet === 'function' &&
    'adoptedStyleSheets' in document &&
    typeof Sheet.prototype.replaceSync === 'function'
  ) {
    try {
      const sheet = new Sheet();
      sheet.replaceSync(CHOOSER_STYLES);
      document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
      return;
    } catch {
      // Falls through to the <style> element.
    }
  }
  const style = el('style', CHOOSER_STYLES);
  style.setAttribute('data-mock-idp', '');
  // A page may have no <head> (a document written by hand): the body takes the styles then.
  const parent = (document.head as HTMLHeadElement | null) ?? document.body;
  parent.appendChild(style);
}

function colourOf(email: string): string {
  let hash = 0;
  for (let i = 0; i < email.length; i += 1) hash = (hash * 31 + email.charCodeAt(i)) % 65521;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? '#1967d2';
}

function initialOf(name: string): string {
  const first = name.trim().charAt(0);
  return first === '' ? '?' : first.toLocaleUpperCase();
}

function avatarOf(account: ClientAccount): HTMLSpanElement {
  const avatar = el('span', null, 'mock-idp-avatar');
  // The name follows it in the button: the avatar would only say it twice.
  avatar.setAttribute('aria-hidden', 'true');
  const showInitial = () => {
    while (avatar.firstChild) avatar.removeChild(avatar.firstChild);
    avatar.textContent = initialOf(account.name);
    avatar.style.backgroundColor = colourOf(account.email);
  };
  if (typeof account.picture === 'string' && account.picture !== '') {
    const picture = el('img');
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

function googleMark(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('class', 'mock-idp-logo');
  svg.setAttribute('viewBox', '0 0 48 48');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  for (const [fill, d] of GOOGLE_MARK) {
    const path = document.createElementNS(ns, 'path');
    path.setAttribute('fill', fill);
    path.setAttribute('d', d);
    svg.appendChild(path);
  }
  return svg;
}

// The page usually keeps its button disabled until it has handled the answer, so focus may have to
// wait for it; it never moves if something else (a welcome dialog, another page) has taken it since.
function returnFocus(opener: Element | null): void {
  if (opener === null || opener === document.body) return;
  // Whatever had focus: a button the page may disable meanwhile, or an element with no focus() at all.
  const target = opener as Partial<HTMLButtonElement> & Element;
  const { focus } = target;
  if (typeof focus !== 'function') return;
  const tryFocus = (): boolean => {
    const active = document.activeElement;
    if (!target.isConnected || (active !== null && active !== document.body && active !== target))
      return true;
    if (target.disabled === true) return false;
    focus.call(target);
    return true;
  };
  const Observer = maybe.MutationObserver;
  if (tryFocus() || typeof Observer !== 'function') return;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new Observer(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(stop, 10000);
  observer.observe(target, { attributes: true, attributeFilter: ['disabled'] });
}

/** Opens the account chooser; `onChoice` gets the account picked, or null when it was closed. */
export function chooseAccount(
  accounts: readonly ClientAccount[],
  labels: ChooserLabels,
  onChoice: (account: ClientAccount | null) => void,
): void {
  addStylesOnce();
  const opener = document.activeElement;
  const dialog = el('dialog', null, 'mock-idp-dialog');
  let settled = false;
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-labelledby', 'mock-identity-title');
  dialog.setAttribute('aria-describedby', 'mock-identity-hint');
  dialog.setAttribute('data-testid', 'mock-identity-chooser');
  // Its texts are French whatever the page's language; only the direction follows the page.
  dialog.setAttribute('lang', 'fr');
  dialog.setAttribute('dir', document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

  const header = el('div', null, 'mock-idp-header');
  const title = el('h2', labels.title, 'mock-idp-title');
  title.id = 'mock-identity-title';
  const hint = el('p', labels.hint, 'mock-idp-hint');
  hint.id = 'mock-identity-hint';
  // French text in a right-to-left card: its own direction keeps the final period at its end.
  hint.setAttribute('dir', 'auto');
  header.appendChild(googleMark());
  header.appendChild(title);
  header.appendChild(hint);
  const list = el('ul', null, 'mock-idp-list');

  const finish = (account: ClientAccount | null) => {
    if (settled) return;
    settled = true;
    // A fake or old document may lack close(): the dialog is removed all the same.
    if (typeof (dialog as Partial<HTMLDialogElement>).close === 'function' && dialog.open) dialog.close();
    dialog.remove();
    onChoice(account);
    returnFocus(opener);
  };

  const controls: HTMLButtonElement[] = [];
  for (const account of accounts) {
    const item = el('li');
    const button = el('button', null, 'mock-idp-account');
    button.type = 'button';
    button.setAttribute('data-email', account.email);
    const who = el('span', null, 'mock-idp-who');
    const name = el('span', null, 'mock-idp-name');
    const email = el('span', null, 'mock-idp-email');
    // Isolated, a name or an address keeps its own direction while the row's alignment follows the card.
    name.appendChild(el('bdi', account.name));
    email.appendChild(el('bdi', account.email));
    who.appendChild(name);
    // Keeps the name and the email apart in the button's accessible name.
    who.appendChild(document.createTextNode(' '));
    who.appendChild(email);
    button.appendChild(avatarOf(account));
    button.appendChild(who);
    button.addEventListener('click', () => {
      finish(account);
    });
    item.appendChild(button);
    list.appendChild(item);
    controls.push(button);
  }

  const actions = el('div', null, 'mock-idp-actions');
  const cancel = el('button', labels.cancel, 'mock-idp-cancel');
  cancel.type = 'button';
  cancel.addEventListener('click', () => {
    finish(null);
  });
  actions.appendChild(cancel);
  controls.push(cancel);

  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      finish(null);
      return;
    }
    if (event.key !== 'Tab') return;
    // A modal dialog keeps the page inert, but Tab would still leave it for the browser's own UI.
    const first = controls[0];
    const last = controls[controls.length - 1];
    const active = document.activeElement;
    const inside = controls.some((control) => control === active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first?.focus();
    }
  });
  // Escape that reaches the browser as a close request (no keydown seen), and any other closing.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    finish(null);
  });
  dialog.addEventListener('close', () => {
    finish(null);
  });

  dialog.appendChild(header);
  dialog.appendChild(list);
  dialog.appendChild(actions);
  document.body.appendChild(dialog);
  if (typeof (dialog as Partial<HTMLDialogElement>).showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  controls[0]?.focus();
}

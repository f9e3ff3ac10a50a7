import type { OutboxMessage } from '@formation/contract';
import type { InPageMock } from '@formation/mock-api/in-page';

import { authStore } from '@/shared/auth/auth-store';

import { API_PATH } from './demo-paths';
import { demoWords, type DemoWords } from './demo-words';
import { mockWrites } from './mock-writes';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className !== undefined) node.className = className;
  return node;
}

async function outboxOf(mock: InPageMock): Promise<OutboxMessage[]> {
  const answer = await mock.fetch(new Request(new URL(`${API_PATH}/__mock/outbox`, location.origin)));
  return (await answer.json()) as OutboxMessage[];
}

/** One mail as a learner reads it: subject, address, the code or link it carries, its text. */
function mailItem(mail: OutboxMessage, words: DemoWords): HTMLLIElement {
  const item = element('li', undefined, 'demo-mail');
  // The mail keeps its own language (the mock writes in French): each text finds its direction.
  const subject = element('p', mail.subject, 'demo-mail-subject');
  const text = element('pre', mail.text, 'demo-mail-text');
  subject.dir = 'auto';
  text.dir = 'auto';
  item.append(subject, element('p', `${words.to} ${mail.to}`));
  if (mail.code !== null) {
    const code = element('p', `${words.code} `);
    code.append(element('strong', mail.code, 'demo-mail-code'));
    item.append(code);
  }
  if (mail.link !== null) {
    const paragraph = element('p');
    const link = element('a', words.link);
    link.href = mail.link;
    paragraph.append(link);
    item.append(paragraph);
  }
  item.append(text);
  return item;
}

/**
 * The demo's own strip above the site: what it is, the outbox (the mails the mock would have sent,
 * sign-up codes among them) and a control that restores the seed. Built with textContent only; its
 * words follow the page's language. It shows at once, above the page's HTML; its controls use the
 * mock once it has started (a mock that could not start is told of by the page, demo/index.ts).
 */
export function showDemoBar(starting: Promise<InPageMock>): void {
  const bar = element('aside', undefined, 'demo-bar');
  const notice = element('p', undefined, 'demo-notice');
  const outboxButton = element('button', undefined, 'demo-button');
  const resetButton = element('button', undefined, 'demo-button');
  outboxButton.type = 'button';
  resetButton.type = 'button';
  bar.append(notice, outboxButton, resetButton);

  const dialog = element('dialog', undefined, 'demo-outbox');
  const title = element('h2', undefined, 'demo-outbox-title');
  title.id = 'demo-outbox-title';
  dialog.setAttribute('aria-labelledby', title.id);
  const list = element('ol', undefined, 'demo-mails');
  const close = element('button', undefined, 'demo-button');
  close.type = 'button';
  dialog.append(title, list, close);

  let mails: OutboxMessage[] = [];
  const render = () => {
    const words = demoWords();
    bar.setAttribute('aria-label', words.label);
    bar.dir = words.dir;
    dialog.dir = words.dir;
    notice.textContent = words.notice;
    outboxButton.textContent = words.outbox(mails.length);
    resetButton.textContent = words.reset;
    title.textContent = words.outboxTitle;
    close.textContent = words.close;
    list.replaceChildren(
      ...(mails.length === 0
        ? [element('li', words.outboxEmpty)]
        : mails.map((mail) => mailItem(mail, words))),
    );
  };
  const refresh = async () => {
    const mock = await starting.catch(() => null);
    if (mock === null) return;
    try {
      mails = await outboxOf(mock);
    } catch (error) {
      console.warn('The demo could not read its outbox:', error);
    }
    render();
  };

  outboxButton.addEventListener('click', () => {
    void refresh().then(() => {
      dialog.showModal();
    });
  });
  close.addEventListener('click', () => {
    dialog.close();
  });
  resetButton.addEventListener('click', () => {
    if (!window.confirm(demoWords().confirmReset)) return;
    void starting
      .then((mock) => mock.reset())
      .catch((error: unknown) => {
        console.warn('The demo could not keep its reset data in this browser:', error);
      })
      .then(() => {
        // The seed has no one signed in: the visitor starts again as they first came.
        authStore.signOut();
        location.reload();
      });
  });
  mockWrites.addEventListener('write', () => void refresh());
  // The site sets the page's language and direction; the strip follows.
  new MutationObserver(render).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang', 'dir'],
  });

  render();
  document.body.prepend(bar, dialog);
  void refresh();
}

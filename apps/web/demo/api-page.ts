import type { InPageMock } from '@formation/mock-api/in-page';

import { failureMessage } from './demo-words';
import { kept } from './start-mock';

/**
 * Shows a page of the API the browser navigated to (the payment stand-in's checkout page). MSW's
 * worker lets navigations through to the host, which serves the demo's one HTML file at that
 * address; the mock's answer replaces it here. Its form posts go to the mock too, and its redirect
 * is followed as the browser would.
 */
export async function showApiPage(mock: InPageMock): Promise<void> {
  await show(mock, await mock.fetch(new Request(location.href)));
}

async function show(mock: InPageMock, answer: Response): Promise<void> {
  const type = answer.headers.get('content-type') ?? '';
  const text = await answer.text();
  if (!type.startsWith('text/html')) {
    // A JSON answer (an error, or an address of the API opened by hand), as a browser shows it.
    const pre = document.createElement('pre');
    pre.textContent = text;
    document.body.replaceChildren(pre);
    return;
  }
  // Its <style> would be an inline style, which the demo's Content-Security-Policy refuses (even in
  // a document only parsed), so it is taken out of the text first: the same rules as a stylesheet
  // built by the page's own code are outside that policy. A <style> ends at the first </style>.
  const sheets: CSSStyleSheet[] = [];
  const html = text.replace(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi, (_, rules: string) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    sheets.push(sheet);
    return '';
  });
  // The page's own header policy (no script at all) does not come along, so nothing that could run
  // does: scripts, frames and event-handler attributes are dropped (the mock's page has none).
  const page = new DOMParser().parseFromString(html, 'text/html');
  for (const node of page.querySelectorAll('script, iframe, object, embed')) node.remove();
  for (const node of page.querySelectorAll('*')) {
    for (const name of node.getAttributeNames()) if (/^on/i.test(name)) node.removeAttribute(name);
  }
  document.replaceChild(document.adoptNode(page.documentElement), document.documentElement);
  document.adoptedStyleSheets = sheets;
  for (const form of document.querySelectorAll('form')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submit(mock, form, event.submitter).catch((error: unknown) => {
        form.after(failureMessage(error));
      });
    });
  }
}

async function submit(mock: InPageMock, form: HTMLFormElement, submitter: HTMLElement | null) {
  const fields = new FormData(form, submitter);
  const body = new URLSearchParams();
  for (const [name, value] of fields) if (typeof value === 'string') body.append(name, value);
  const target = new URL(form.getAttribute('action') ?? '', location.href);
  const answer = await mock.fetch(new Request(target, { method: form.method.toUpperCase(), body }));
  const next = answer.headers.get('location');
  await kept(mock);
  if (answer.status >= 300 && answer.status < 400 && next !== null) location.assign(next);
  else await show(mock, answer);
}

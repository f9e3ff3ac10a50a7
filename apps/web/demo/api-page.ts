import type { InPageMock } from '@formation/mock-api/in-page';
import { kept } from './start-mock';

/**
 * Shows a page of the API the browser navigated to (the payment stand-in's checkout page). A service
 * worker never sees navigations, so the host serves the demo's one HTML file at that address and
 * the mock's answer replaces it here; its form posts go to the mock too, and its redirect is
 * followed as the browser would.
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
  // Parsed, never run: the page's scripts (it has none) would stay inert.
  const page = new DOMParser().parseFromString(text, 'text/html');
  document.replaceChild(document.adoptNode(page.documentElement), document.documentElement);
  for (const form of document.querySelectorAll('form')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void submit(mock, form, event.submitter);
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

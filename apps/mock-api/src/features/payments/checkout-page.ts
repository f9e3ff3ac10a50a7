import { formatDinars } from '@formation/domain';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text placed in HTML, element content and attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/**
 * The stand-in page allows inline styles only, and form posts to itself plus the origin the learner
 * returns to (one the caller checked is allowed): browsers check form-action on the 303 that follows
 * the post too. Its form's action is relative, so no `<base>` may move it; no other site may frame it
 * and have a learner click "Payer" unknowingly.
 */
export function checkoutPolicy(returnUrl: string | null): string {
  let returnOrigin = '';
  if (returnUrl !== null) {
    try {
      returnOrigin = ` ${new URL(returnUrl).origin}`;
    } catch {
      returnOrigin = '';
    }
  }
  return `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'${returnOrigin}`;
}

export interface CheckoutView {
  /** Carried by the form, so the post that settles the payment proves it came from this page's link. */
  paymentKey: string;
  paymentId: number;
  courseTitle: string;
  payerName: string;
  amount: number;
  status: 'awaiting' | 'pending' | 'succeeded' | 'failed';
}

const STATUS_TEXT: Record<CheckoutView['status'], string> = {
  awaiting: 'en attente',
  pending: 'en attente',
  succeeded: 'réussi',
  failed: 'échoué',
};

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f6fb; color: #1c2434; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.75rem;
    box-shadow: 0 0.25rem 1.5rem rgb(0 0 0 / 0.08); }
  .notice { margin: 0 0 1rem; font-size: 0.85rem; color: #6b4f00; background: #fff4d6; padding: 0.5rem 0.75rem;
    border-radius: 0.5rem; }
  h1 { font-size: 1.35rem; margin: 0 0 1.25rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #5b6478; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .amount { font-size: 1.25rem; }
  form { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  button { flex: 1 1 10rem; padding: 0.75rem 1rem; font: inherit; font-weight: 600; border-radius: 0.5rem;
    border: 2px solid #1d4ed8; cursor: pointer; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .pay { background: #1d4ed8; color: #fff; }
  .fail { background: #fff; color: #b91c1c; border-color: #b91c1c; }
`;

/** The payment provider's page as the mock stands in for it: French, inline CSS, every dynamic text escaped. */
export function renderCheckoutPage(view: CheckoutView): string {
  const id = String(view.paymentId);
  // Relative to the page (…/payments/:id/checkout), so it holds under any base path of the API.
  const action = `complete?redirect=1&key=${encodeURIComponent(view.paymentKey)}`;
  const body =
    view.status === 'awaiting'
      ? `<form method="post" action="${escapeHtml(action)}">
        <button class="pay" type="submit" name="outcome" value="succeed">Payer (succès)</button>
        <button class="fail" type="submit" name="outcome" value="fail">Simuler un échec</button>
      </form>`
      : `<p>Ce paiement est déjà traité (statut : ${escapeHtml(STATUS_TEXT[view.status])}).</p>`;
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Paiement sécurisé (simulation)</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <p class="notice">Page de simulation du prestataire de paiement : aucun paiement réel n'est effectué.</p>
      <h1>Paiement de votre formation</h1>
      <dl>
        <dt>Formation</dt><dd>${escapeHtml(view.courseTitle)}</dd>
        <dt>Participant</dt><dd>${escapeHtml(view.payerName)}</dd>
        <dt>Montant</dt><dd class="amount">${escapeHtml(formatDinars(view.amount, 'fr'))}</dd>
        <dt>Référence</dt><dd>Paiement n° ${escapeHtml(id)}</dd>
      </dl>
      ${body}
    </main>
  </body>
</html>
`;
}

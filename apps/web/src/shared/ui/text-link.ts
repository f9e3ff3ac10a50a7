/** An inline link that stands on its own in a card (a phone number, an address, "open the form"). */
export const textLinkClass =
  'font-semibold text-brand-dark underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-dark';

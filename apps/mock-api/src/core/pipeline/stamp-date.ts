import type { Step } from './exchange';

/** The Date header of one instant, written once per second of the clock (frozen, it is one string). */
let lastSecond = Number.NaN;
let lastText = '';
function httpDate(now: Date): string {
  const second = Math.floor(now.getTime() / 1000);
  if (second !== lastSecond) {
    lastSecond = second;
    lastText = now.toUTCString();
  }
  return lastText;
}

/**
 * Every answer's Date header is the mock clock of the data set it came from, not this machine's: a
 * site reads the day it shows from its API (the same sessions before and after hydration on a mock
 * frozen at MOCK_NOW), and a recorder keeps the server's time. A copy of the headers, since a kept
 * public read's reply is shared by every call that gets it.
 */
export const stampDate: Step = {
  name: 'stamp-date',
  async run(exchange, next) {
    await next();
    const { reply } = exchange;
    if (reply === null) return;
    exchange.reply = {
      ...reply,
      headers: { ...reply.headers, date: httpDate(exchange.store.clock.now()) },
    };
  },
};

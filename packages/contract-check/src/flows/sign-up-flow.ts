import { randomBytes } from 'node:crypto';

import { extractAccessToken } from '@formation/domain';

import type { RouteCaller } from '../route-caller';
import { planMockRoute } from '../route-plan';
import { answered, entriesOf, Flow, isRecord, isSuccess, refusalOf, type Step } from './flow';

export const SIGN_UP_FLOW = 'sign-up flow';
export const SIGN_UP_STEPS: readonly Step[] = [
  ['auth.register', 'register'],
  ['auth.register', 'register the same e-mail again'],
  // The mock's outbox, where the mail with the code lands; a real backend has no such route.
  [planMockRoute('mock.outbox'), 'verification code'],
  ['auth.verifyEmail', 'verify the email'],
  ['auth.login', 'sign in'],
];

export interface NewAccount {
  fullName: string;
  email: string;
  phoneNumber: string;
  password: string;
}

/**
 * A fresh account for one run: an address of the reserved `.test` domain that no mail reaches
 * (`contract-check+<random>@example.test`, which the contract's email rule accepts), a phone number as
 * the product rules write it (prefix, one space, number), a random password of the rules' length.
 */
export function newAccount(tag: string = randomBytes(6).toString('hex')): NewAccount {
  return {
    fullName: 'Contract Check',
    email: `contract-check+${tag}@example.test`,
    phoneNumber: '+216 20000000',
    password: `Cc-${randomBytes(12).toString('base64url')}-9`,
  };
}

const VERIFICATION_CODE = /^\d{6}$/;

/**
 * Sign-up → verification code → sign-in: registers a fresh account, reads the code mailed to it from
 * the mock's outbox (`GET /__mock/outbox`), verifies the email with it, and signs in as the new account.
 * The account stays (the contract has no call to delete one). A server without the outbox (a real
 * backend), or a mock that wants its admin key for it, ends the flow after the registration, saying so.
 */
export async function signUpFlow(caller: RouteCaller): Promise<void> {
  const flow = new Flow(caller, SIGN_UP_FLOW, SIGN_UP_STEPS, false);
  const account = newAccount();
  caller.redactor.addSecret(account.password);
  const stays = `the account ${account.email} stays unverified`;

  const registered = await flow.call(0, {
    body: account,
    leaves: `creates the account ${account.email}, which stays`,
  });
  if (registered === null || !isSuccess(registered.status)) {
    flow.skipFrom(
      1,
      registered === null
        ? 'not run (the run stopped)'
        : `the registration was refused (${answered(registered)})`,
    );
    return;
  }

  // The product rules' message: the site shows its own "email already exists" text when the refusal's
  // message names both the e-mail and its existing (product rules 8, registration failure).
  const again = await flow.call(1, { body: account });
  if (again === null) {
    flow.skipFrom(2, `not run (the run stopped): ${stays}`);
    return;
  }
  const refusal = refusalOf(again.json).toLowerCase();
  if (again.status !== 409) {
    flow.finding(
      again,
      `a second registration of ${account.email} was not refused as a conflict (${answered(again)})`,
      again.status,
    );
  } else if (!(refusal.includes('email') && refusal.includes('exist'))) {
    flow.finding(
      again,
      'the refusal does not name the e-mail as existing: the site shows its "email already exists" text only for a message holding both "email" and "exist"',
      refusalOf(again.json).trim(),
      '$.message',
    );
  }

  const outbox = await flow.call(2, { query: { to: account.email, kind: 'email-verification' } });
  if (outbox === null) {
    flow.skipFrom(3, `not run (the run stopped): ${stays}`);
    return;
  }
  const mails = outbox.status === 200 ? entriesOf(outbox) : null;
  if (mails === null) {
    const why =
      outbox.status === 401
        ? `the mock's outbox wants its admin key (${answered(outbox)}), which the check does not send`
        : `the server has no mock outbox (${answered(outbox)}): a real backend mails the code, which the check cannot read`;
    flow.setAside(outbox, why);
    flow.skipFrom(3, `no verification code: ${stays}`);
    return;
  }
  const code = mails
    .map((mail) => mail.code)
    .find((c): c is string => typeof c === 'string' && VERIFICATION_CODE.test(c));
  if (code === undefined) {
    flow.finding(
      outbox,
      `no verification code was mailed to ${account.email} at the registration`,
      mails.length,
    );
    flow.skipFrom(3, `no verification code: ${stays}`);
    return;
  }
  // The mail's text holds the code too: hidden in the report, like every code.
  flow.hideLearnt(outbox, code);

  const verified = await flow.call(3, { body: { email: account.email, code } });
  if (verified === null || !isSuccess(verified.status)) {
    if (verified !== null) {
      flow.finding(
        verified,
        `the code mailed at the registration was refused (${answered(verified)})`,
        account.email,
      );
    }
    flow.skipFrom(4, verified === null ? 'not run (the run stopped)' : `the email is not verified: ${stays}`);
    return;
  }

  const signedIn = await flow.call(4, { body: { email: account.email, password: account.password } });
  if (signedIn === null) return;
  if (signedIn.status !== 200) {
    flow.finding(
      signedIn,
      `the account just registered and verified cannot sign in (${answered(signedIn)})`,
      account.email,
    );
    return;
  }
  try {
    flow.hideLearnt(signedIn, extractAccessToken(signedIn.json));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    flow.finding(signedIn, `the sign-in of the new account gave no access token (${why})`, '(no token)');
    return;
  }
  const user = isRecord(signedIn.json) && isRecord(signedIn.json.user) ? signedIn.json.user : null;
  if (typeof user?.email === 'string' && user.email.toLowerCase() !== account.email) {
    flow.finding(
      signedIn,
      `the sign-in answered the user ${user.email}, not the account just registered`,
      user.email,
      '$.user.email',
    );
  }
}

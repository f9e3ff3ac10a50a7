import { afterEach, describe, expect, it } from 'vitest';

import { clearDraft, readDraft, saveDraft } from './enrollment-draft';

afterEach(() => {
  sessionStorage.clear();
});

describe('enrollment draft', () => {
  it('keeps what was typed, per course, and forgets it once cleared', () => {
    saveDraft(7, {
      fullName: 'Amira',
      email: 'a@b.tn',
      promoCode: 'PMP200',
      paymentMethod: 'onsite',
      extra: 'x',
    });
    expect(readDraft(7)).toEqual({
      fullName: 'Amira',
      email: 'a@b.tn',
      promoCode: 'PMP200',
      paymentMethod: 'onsite',
    });
    expect(readDraft(8)).toEqual({});
    clearDraft(7);
    expect(readDraft(7)).toEqual({});
  });

  it('ignores corrupt or foreign content', () => {
    sessionStorage.setItem('enrolment-draft:3', '{not json');
    expect(readDraft(3)).toEqual({});
    sessionStorage.setItem('enrolment-draft:3', JSON.stringify({ fullName: 42, email: 'ok@x.tn' }));
    expect(readDraft(3)).toEqual({ email: 'ok@x.tn' });
  });
});

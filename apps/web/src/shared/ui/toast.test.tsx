import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setUpI18n } from '@/shared/i18n/i18n';

import { AppToaster, notify } from './toast';

setUpI18n();

describe('notify', () => {
  it('shows a toast raised before the toaster has loaded', async () => {
    const { container } = render(<AppToaster />);
    expect(container.innerHTML).toBe('');
    act(() => {
      notify.success('Ajouté à vos favoris');
    });
    expect(await screen.findByText('Ajouté à vos favoris', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

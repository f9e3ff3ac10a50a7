import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import '@/shared/i18n/i18n-types';

import { setUpI18n } from '@/shared/i18n/i18n';
import * as toast from '@/shared/ui/toast';

import { SharePanel, shareUrl } from './share-panel';

beforeAll(() => {
  setUpI18n();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const URL_ = 'https://formation-pro.tn/session/pmp';

describe('share panel', () => {
  it('builds each network’s share address with the link encoded', () => {
    expect(shareUrl('facebook', URL_, 'PMP')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fformation-pro.tn%2Fsession%2Fpmp',
    );
    expect(shareUrl('x', URL_, 'PMP & co')).toContain('&text=PMP%20%26%20co');
  });

  it('says "Please allow popups…" and shows the link to paste when the popup is blocked', () => {
    const error = vi.spyOn(toast.notify, 'error').mockReturnValue('' as never);
    vi.spyOn(window, 'open').mockReturnValue(null);
    render(<SharePanel url={URL_} title="PMP" />);
    fireEvent.click(screen.getByRole('button', { name: 'Partager sur LinkedIn' }));
    expect(error).toHaveBeenCalledWith(
      'Veuillez autoriser les fenêtres contextuelles pour ce site afin de permettre le partage',
    );
    expect(
      screen.getByLabelText<HTMLInputElement>('Ou copiez ce lien et collez-le dans votre publication :')
        .value,
    ).toBe(URL_);
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const error = vi.spyOn(toast.notify, 'error').mockReturnValue('' as never);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    render(<SharePanel url={URL_} title="PMP" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Copiez ce lien manuellement :')).value).toBe(
      URL_,
    );
    expect(error).toHaveBeenCalledWith('La copie du lien a échoué');
  });
});

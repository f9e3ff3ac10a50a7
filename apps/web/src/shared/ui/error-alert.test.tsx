import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ErrorAlert } from './error-alert';

describe('ErrorAlert', () => {
  it('is in the page while empty, and takes no room', () => {
    render(<ErrorAlert message={null} />);
    const region = screen.getByRole('alert');
    expect(region.textContent).toBe('');
    expect(region.className).toContain('empty:hidden');
  });

  it('says the message, under its title when it has one', () => {
    const { rerender } = render(<ErrorAlert message="Réessayez." className="mb-4" />);
    expect(screen.getByRole('alert').textContent).toBe('Réessayez.');
    expect(screen.getByRole('alert').className).toContain('mb-4');
    rerender(<ErrorAlert title="Échec de l’envoi" message="Réessayez." />);
    const [title, message] = screen.getByRole('alert').querySelectorAll('p');
    expect(title?.textContent).toBe('Échec de l’envoi');
    expect(message?.textContent).toBe('Réessayez.');
  });
});

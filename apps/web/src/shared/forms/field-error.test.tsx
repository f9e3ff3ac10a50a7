import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FieldError } from './field-error';

describe('FieldError', () => {
  it('shows nothing without an error, else the error under the id the field names', () => {
    const { container, rerender } = render(<FieldError id="email-error" error={undefined} />);
    expect(container.textContent).toBe('');
    rerender(<FieldError id="email-error" error="Adresse e-mail invalide" />);
    expect(screen.getByText('Adresse e-mail invalide').id).toBe('email-error');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces itself where no form alert speaks for it, and reads on a dark background', () => {
    render(<FieldError id="e" error="Adresse e-mail invalide" role="alert" onDark />);
    expect(screen.getByRole('alert').className).toContain('text-red-200');
  });
});

import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/shared/forms/text-field';

/** A password input with a show/hide button at its end. */
export function PasswordField<T extends FieldValues>({
  form,
  name,
  label,
  autoComplete,
  hint,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}) {
  const { t } = useTranslation('accounts');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      form={form}
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      {...(hint === undefined ? {} : { hint })}
      end={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? t('password.hide', { field: label }) : t('password.show', { field: label })}
          onClick={() => {
            setVisible((v) => !v);
          }}
          className="rounded px-2 py-1 text-xs font-semibold text-brand-dark hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-brand-dark"
        >
          {visible ? t('password.hideShort') : t('password.showShort')}
        </button>
      }
    />
  );
}

/**
 * A new password and its confirmation (product rules 5: at least 8 characters, both equal), as sign-up,
 * the reset link and the profile ask for them. The form's fields are `password` and `confirmPassword`.
 */
export function NewPasswordFields<T extends { password: string; confirmPassword: string }>({
  form,
  label,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  label: string;
}) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PasswordField
        form={form}
        name={'password' as Path<T>}
        label={label}
        autoComplete="new-password"
        hint={t('signup.passwordHint')}
      />
      <PasswordField
        form={form}
        name={'confirmPassword' as Path<T>}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
      />
    </>
  );
}

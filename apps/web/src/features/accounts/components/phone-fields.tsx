import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DEFAULT_DIAL_CODE } from '@formation/domain';

import { TextField } from '@/shared/forms/text-field';

import { PhonePrefixSelect } from './phone-prefix-select';

/**
 * The dial code (product rules 2: +216 by default) and the number beside it, as sign-up and the profile ask
 * for them. The form's fields are `phonePrefix` and `phoneNumber`.
 */
export function PhoneFields<
  T extends { phonePrefix?: string | undefined; phoneNumber?: string | undefined },
>({ form, className = '' }: { form: UseFormReturn<T, unknown, FieldValues>; className?: string }) {
  const { t } = useTranslation('accounts');
  const prefixField = 'phonePrefix' as Path<T>;
  const watched: unknown = form.watch(prefixField);
  return (
    <div className={`grid grid-cols-[8.5rem_1fr] gap-3 ${className}`}>
      <PhonePrefixSelect
        label={t('fields.phonePrefix')}
        value={typeof watched === 'string' ? watched : DEFAULT_DIAL_CODE}
        onChange={(dialCode) => {
          form.setValue(prefixField, dialCode as PathValue<T, Path<T>>, { shouldDirty: true });
        }}
      />
      <TextField
        form={form}
        name={'phoneNumber' as Path<T>}
        label={t('fields.phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
      />
    </div>
  );
}

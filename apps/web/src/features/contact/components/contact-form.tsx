import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  CONTACT_CATEGORIES,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_ROLES,
  type ContactRequestBody,
} from '@formation/contract';
import { contactFormSchema, toContactRequestBody } from '@formation/domain';

import { expectStatus } from '@/shared/api/api-error';
import { api } from '@/shared/api/client';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormAlert, SERVER_ERROR } from '@/shared/forms/form-alert';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { buttonClass } from '@/shared/ui/button-class';
import { notify } from '@/shared/ui/toast';

import { SelectField } from './select-field';

export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** The `category` query parameter, when it names a known category (the quote buttons send `quote`). */
export function categoryFromQuery(value: string | null): ContactCategory | undefined {
  return CONTACT_CATEGORIES.find((category) => category === value);
}

interface Receipt {
  id: number | string;
  email: string;
}

/**
 * The contact and quote request (product rules 2 and 3): role, name, email, subject, message and category;
 * product rules 5: a valid email, the name, the category and the message are required.
 */
export function ContactForm({ initialCategory }: { initialCategory: ContactCategory | undefined }) {
  const { t } = useTranslation('contact');
  const errorText = useErrorText();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const form = useZodForm(contactFormSchema, {
    name: '',
    email: '',
    subject: '',
    message: '',
    phone: '',
    company: '',
    ...(initialCategory === undefined ? {} : { category: initialCategory }),
  });
  const category = form.watch('category');

  const send = useMutation({
    mutationFn: async (body: ContactRequestBody) => expectStatus(await api.contact.send({ body }), 201).body,
  });

  useEffect(() => {
    if (receipt !== null) confirmationRef.current?.focus();
  }, [receipt]);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = toContactRequestBody(values);
    try {
      const answer = await send.mutateAsync(body);
      setReceipt({ id: answer.id, email: body.email });
      notify.success(t('success.toast'));
    } catch (error) {
      form.setError(SERVER_ERROR, { message: errorText(error, t('form.failed')) });
    }
  });

  if (receipt !== null) {
    return (
      <div
        ref={confirmationRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 focus-visible:outline-2 focus-visible:outline-brand-dark"
      >
        <h3 className="text-xl font-bold text-emerald-900">{t('success.title')}</h3>
        <p className="mt-2 text-emerald-900">
          {t('success.text', { id: String(receipt.id) })}{' '}
          <span dir="ltr" className="font-semibold">
            {receipt.email}
          </span>
        </p>
        <button
          type="button"
          onClick={() => {
            form.reset({
              name: '',
              email: '',
              subject: '',
              message: '',
              phone: '',
              company: '',
              ...(initialCategory === undefined ? {} : { category: initialCategory }),
            });
            setReceipt(null);
          }}
          className={`${buttonClass('secondary')} mt-4`}
        >
          {t('success.again')}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">{t('form.required')}</p>
      <FormAlert errors={form.formState.errors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          form={form}
          name="role"
          required
          label={t('form.role')}
          placeholder={t('form.choose')}
          options={CONTACT_ROLES.map((role) => ({ value: role, label: t(`form.roles.${role}`) }))}
        />
        <SelectField
          form={form}
          name="category"
          required
          label={t('form.category')}
          placeholder={t('form.choose')}
          options={CONTACT_CATEGORIES.map((value) => ({ value, label: t(`form.categories.${value}`) }))}
        />
      </div>
      {category === 'quote' ? (
        <p className="rounded-lg bg-orange-50 px-4 py-3 text-sm text-slate-800">{t('form.quoteNote')}</p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" required autoComplete="name" label={t('form.name')} />
        <TextField
          form={form}
          name="email"
          required
          type="email"
          dir="ltr"
          autoComplete="email"
          label={t('form.email')}
        />
        <TextField form={form} name="phone" type="tel" dir="ltr" autoComplete="tel" label={t('form.phone')} />
        <TextField form={form} name="company" autoComplete="organization" label={t('form.company')} />
      </div>
      <TextField form={form} name="subject" maxLength={200} label={t('form.subject')} />
      <TextField
        form={form}
        name="message"
        required
        multiline
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        label={t('form.message')}
        hint={t('form.messageHint')}
      />
      <div className="sm:max-w-xs">
        <SubmitButton busy={send.isPending} busyLabel={t('form.busy')}>
          {t('form.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

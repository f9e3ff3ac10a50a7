import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import type { CouponQuote, CourseReceived, StoredUser } from '@formation/contract';
import {
  enrollmentFormSchema,
  finalPrice,
  isWithinOpeningHours,
  orderTotals,
  promoCodeSchema,
  toEnrollmentForm,
} from '@formation/domain';

import { paths } from '@/config/paths';
import { clearDraft, readDraft, saveDraft } from '@/features/enrollment/data/enrollment-draft';
import { placeOrder, successPath } from '@/features/enrollment/data/place-order';
import { ApiRequestError, expectStatus } from '@/shared/api/api-error';
import { api, USER_QUERY_ROOT } from '@/shared/api/client';
import { useErrorText } from '@/shared/api/use-error-text';
import { FormAlert, SERVER_ERROR } from '@/shared/forms/form-alert';
import { SubmitButton } from '@/shared/forms/submit-button';
import { TextField, useFieldError } from '@/shared/forms/text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';

import { AppointmentPicker } from './appointment-picker';
import type { EnrollmentFormInput } from './enrollment-form-input';
import { OrderSummary } from './order-summary';
import { PaymentMethodField } from './payment-method-field';
import { PromoCodeField } from './promo-code-field';

/**
 * Refusals of the enrollment the learner can act on; any other failure is the generic one of product rules 8.
 */
const EXPLAINED_CODES = new Set([
  'ALREADY_ENROLLED',
  'SESSION_FULL',
  'SESSION_ENDED',
  'PROMO_INVALID',
  'PROMO_NOT_APPLICABLE',
  'PROMO_EXPIRED',
  'PROMO_EXHAUSTED',
  'PAYMENT_ALREADY_COMPLETED',
  'VALIDATION_FAILED',
]);
const PROMO_CODES = new Set(['PROMO_INVALID', 'PROMO_NOT_APPLICABLE', 'PROMO_EXPIRED', 'PROMO_EXHAUSTED']);

const normaliseCode = (code: string | undefined) => (code ?? '').trim().toUpperCase();

/** The form's first values: the signed-in user's name and email, then whatever the visitor had typed. */
function initialValues(courseId: number, user: StoredUser | null, now: Date): EnrollmentFormInput {
  const draft = readDraft(courseId);
  const appointment = draft.appointmentTime ?? '';
  return {
    fullName: draft.fullName ?? user?.fullName ?? '',
    email: draft.email ?? user?.email ?? '',
    // A kept slot that has gone by is dropped rather than shown.
    appointmentTime: appointment !== '' && isWithinOpeningHours(appointment, now) ? appointment : '',
    paymentMethod: draft.paymentMethod === 'online' ? 'online' : 'onsite',
    promoCode: draft.promoCode ?? '',
  };
}

/**
 * Product rules 2, Enrollment: the pre-registration form, the apply-promo action, the order summary and the
 * confirm-order action. Anonymous visitors are sent to login and back, with what they typed kept;
 * applying a code first tells them to log in, without leaving the page.
 */
export function EnrollmentForm({
  course,
  user,
  now,
  sessionSlot,
  checking,
}: {
  course: CourseReceived;
  user: StoredUser | null;
  now: Date;
  /** The course facts, placed above the summary. */
  sessionSlot: ReactNode;
  /** Product rules 4: while the enrollment status is checked, the button says so and waits. */
  checking: boolean;
}) {
  const { t } = useTranslation('enrollment');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [initial] = useState(() => initialValues(course.id, user, now));
  const form = useZodForm(enrollmentFormSchema, initial);
  const appointment = useController({ control: form.control, name: 'appointmentTime' });
  const appointmentError = useFieldError(form, 'appointmentTime');
  const [quote, setQuote] = useState<CouponQuote | null>(null);
  const [applying, setApplying] = useState(false);
  // Product rules 6: an anonymous visitor who applies a code is told to log in first, and stays on the page.
  const [promoNeedsLogin, setPromoNeedsLogin] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  // Set once the enrollment exists, so retrying a failed later step never enrolls twice.
  const [enrollmentId, setEnrollmentId] = useState<number | null>(null);

  // What is typed is kept for this tab, so a trip to the login page loses nothing.
  useEffect(() => {
    const subscription = form.watch((values) => {
      saveDraft(course.id, values);
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [form, course.id]);

  const promoValue = form.watch('promoCode');
  const activeQuote =
    quote !== null && normaliseCode(promoValue) === normaliseCode(quote.code) ? quote : null;
  const totals = activeQuote ?? orderTotals(finalPrice(course), 1, null);

  function goToLogin() {
    saveDraft(course.id, form.getValues());
    void navigate(paths.loginReturningTo(`${location.pathname}${location.search}`));
  }

  /**
   * Product rules 5: a promo code must be non-empty when applying; the API says whether it fits the course.
   */
  async function verifyPromo(): Promise<CouponQuote | null> {
    const parsed = promoCodeSchema.safeParse(form.getValues('promoCode') ?? '');
    if (!parsed.success) {
      setQuote(null);
      form.setError(
        'promoCode',
        { message: parsed.error.issues[0]?.message ?? 'validation.promoCode.invalid' },
        { shouldFocus: true },
      );
      return null;
    }
    if (user === null) {
      setQuote(null);
      setPromoNeedsLogin(true);
      return null;
    }
    setApplying(true);
    try {
      const reply = expectStatus(
        await api.coupons.verify({ body: { code: parsed.data, courseId: course.id } }),
        200,
      ).body;
      form.clearErrors('promoCode');
      setQuote(reply);
      return reply;
    } catch (error) {
      setQuote(null);
      form.setError(
        'promoCode',
        { message: errorText(error, t('enroll.form.failed')) },
        { shouldFocus: true },
      );
      return null;
    } finally {
      setApplying(false);
    }
  }

  function failureText(error: unknown): string {
    if (error instanceof ApiRequestError && error.code !== undefined && EXPLAINED_CODES.has(error.code)) {
      return errorText(error);
    }
    // Product rules 8: any other failure of the enrollment.
    return t('enroll.form.failed');
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (user === null) {
      goToLogin();
      return;
    }
    let code = '';
    if (normaliseCode(values.promoCode) !== '') {
      const checked = activeQuote ?? (await verifyPromo());
      if (checked === null) return;
      code = checked.code;
    }
    try {
      const payment = await placeOrder(
        { courseId: course.id, userId: user.id, form: toEnrollmentForm({ ...values, promoCode: code }) },
        enrollmentId,
        setEnrollmentId,
      );
      clearDraft(course.id);
      queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] });
      if (payment.method === 'online' && payment.checkoutUrl !== null) {
        setRedirecting(true);
        window.location.assign(payment.checkoutUrl);
        return;
      }
      void navigate(successPath(course.id));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code !== undefined && PROMO_CODES.has(error.code)) {
        setQuote(null);
        form.setError('promoCode', { message: errorText(error) });
      }
      form.setError(SERVER_ERROR, { message: failureText(error) });
    }
  });

  const busy = form.formState.isSubmitting || redirecting;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="flex flex-col gap-6">
        {user === null ? (
          <p className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
            {t('enroll.signInNotice')}{' '}
            <button
              type="button"
              onClick={goToLogin}
              className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-dark"
            >
              {t('enroll.signIn')}
            </button>
          </p>
        ) : null}
        <section
          aria-labelledby="enroll-details-title"
          className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="enroll-details-title" className="text-xl font-bold text-ink">
            {t('enroll.form.title')}
          </h2>
          <p className="text-xs text-slate-600">{t('enroll.form.required')}</p>
          <FormAlert errors={form.formState.errors} />
          <TextField
            form={form}
            name="fullName"
            label={t('enroll.form.fullName')}
            autoComplete="name"
            required
          />
          <TextField
            form={form}
            name="email"
            type="email"
            label={t('enroll.form.email')}
            autoComplete="email"
            required
          />
          <AppointmentPicker
            value={appointment.field.value}
            onChange={appointment.field.onChange}
            onBlur={appointment.field.onBlur}
            error={appointmentError}
            now={now}
          />
          <PaymentMethodField form={form} />
          <PromoCodeField
            form={form}
            quote={activeQuote}
            applying={applying}
            needsLogin={promoNeedsLogin && user === null}
            loginTo={paths.loginReturningTo(`${location.pathname}${location.search}`)}
            onApply={() => void verifyPromo()}
            onLogin={() => {
              saveDraft(course.id, form.getValues());
            }}
            onRemove={() => {
              setQuote(null);
              form.setValue('promoCode', '');
            }}
          />
        </section>
      </div>
      <aside className="flex flex-col gap-5 lg:sticky lg:top-24 lg:self-start">
        {sessionSlot}
        <OrderSummary totals={totals} code={activeQuote?.code ?? null} />
        <SubmitButton
          busy={busy || checking}
          busyLabel={
            checking
              ? t('enroll.button.checking')
              : redirecting
                ? t('enroll.payment.redirecting')
                : t('enroll.form.submitting')
          }
        >
          {t('enroll.form.submit')}
        </SubmitButton>
      </aside>
    </form>
  );
}

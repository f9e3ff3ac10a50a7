import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  appointmentDays,
  appointmentParts,
  appointmentSlots,
  appointmentValue,
  dateTimeFormat,
} from '@formation/domain';

import { FieldError } from '@/shared/forms/field-error';
import { RequiredMark } from '@/shared/forms/required-mark';
import { inputClass } from '@/shared/forms/text-field';
import { intlLocale } from '@/shared/i18n/locale-format';

/**
 * The appointment time (product rules 3) as a day then a time, both native selects: only the firm's opening
 * hours are offered (product rules 9: Mon–Fri 9:00–18:00, Sat 9:00–16:00, Tunis time), named in the
 * interface's language. The value is an ISO date-time with the firm's offset, or '' until both are chosen.
 */
export function AppointmentPicker({
  value,
  onChange,
  onBlur,
  error,
  now,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  now: Date;
}) {
  const { t, i18n } = useTranslation('enrollment');
  const id = useId();
  const locale = intlLocale(i18n.resolvedLanguage);
  const parts = appointmentParts(value);
  const [day, setDay] = useState(parts.day);
  const days = useMemo(() => appointmentDays(now), [now]);
  const slots = useMemo(() => (day === '' ? [] : appointmentSlots(day, now)), [day, now]);
  const time = parts.day === day ? parts.time : '';

  const dayLabel = dateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const timeLabel = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

  const describedBy = `${id}-hint${error === undefined ? '' : ` ${id}-error`}`;
  const common: SelectCommon = {
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': describedBy,
    onBlur,
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">
        {t('enroll.form.appointment.legend')}
        <RequiredMark />
      </legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('enroll.form.appointment.hint')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <PartSelect
          id={`${id}-day`}
          name="appointmentDay"
          label={t('enroll.form.appointment.day')}
          value={day}
          common={common}
          onChange={(next) => {
            setDay(next);
            onChange(
              next !== '' && time !== '' && appointmentSlots(next, now).includes(time)
                ? appointmentValue(next, time)
                : '',
            );
          }}
        >
          <option value="">{t('enroll.form.appointment.chooseDay')}</option>
          {days.map((d) => (
            <option key={d} value={d}>
              {dayLabel.format(new Date(`${d}T00:00:00Z`))}
            </option>
          ))}
        </PartSelect>
        <PartSelect
          id={`${id}-time`}
          name="appointmentSlot"
          label={t('enroll.form.appointment.time')}
          value={time}
          disabled={day === ''}
          common={common}
          onChange={(next) => {
            onChange(next === '' ? '' : appointmentValue(day, next));
          }}
        >
          <option value="">
            {day === ''
              ? t('enroll.form.appointment.chooseDayFirst')
              : t('enroll.form.appointment.chooseTime')}
          </option>
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {timeLabel.format(new Date(`1970-01-01T${slot}:00Z`))}
            </option>
          ))}
        </PartSelect>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** What both selects share: the fieldset's hint and error are read with each, and a blur validates. */
interface SelectCommon {
  'aria-invalid': true | undefined;
  'aria-describedby': string;
  onBlur: (() => void) | undefined;
}

/** The day or the time: a required native select with its label above it. */
function PartSelect({
  id,
  name,
  label,
  value,
  disabled = false,
  common,
  onChange,
  children,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  disabled?: boolean;
  common: SelectCommon;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={`${inputClass} min-h-11`}
        value={value}
        disabled={disabled}
        required
        {...common}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {children}
      </select>
    </div>
  );
}

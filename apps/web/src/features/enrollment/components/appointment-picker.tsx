import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  appointmentDays,
  appointmentParts,
  appointmentSlots,
  appointmentValue,
  dateTimeFormat,
} from '@formation/domain';

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
  const invalid = error === undefined ? undefined : true;
  const selectClass = `${inputClass} min-h-11`;

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">
        {t('enroll.form.appointment.legend')}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t('enroll.form.appointment.hint')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-day`} className="text-sm text-slate-700">
            {t('enroll.form.appointment.day')}
          </label>
          <select
            id={`${id}-day`}
            name="appointmentDay"
            className={selectClass}
            value={day}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            required
            onBlur={onBlur}
            onChange={(event) => {
              const next = event.target.value;
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
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-time`} className="text-sm text-slate-700">
            {t('enroll.form.appointment.time')}
          </label>
          <select
            id={`${id}-time`}
            name="appointmentSlot"
            className={selectClass}
            value={time}
            disabled={day === ''}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            required
            onBlur={onBlur}
            onChange={(event) => {
              const next = event.target.value;
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
          </select>
        </div>
      </div>
      {error === undefined ? null : (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

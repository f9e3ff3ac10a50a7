import { useTranslation } from 'react-i18next';

/** Product rules 9: Monday to Friday 9:00 to 18:00, Saturday 9:00 to 16:00; closed on Sunday. */
const OPENING_HOURS = [
  { days: 'hours.weekdays', hours: 'hours.weekdaysHours' },
  { days: 'hours.saturday', hours: 'hours.saturdayHours' },
  { days: 'hours.sunday', hours: 'hours.closed' },
] as const;

/** The firm's opening hours as a list of days and hours (the contact and support pages show it). */
export function OpeningHours() {
  const { t } = useTranslation('contact');
  return (
    <dl className="divide-y divide-slate-100">
      {OPENING_HOURS.map((row) => (
        <div key={row.days} className="flex justify-between gap-4 py-2">
          <dt className="text-slate-700">{t(row.days)}</dt>
          <dd dir="ltr" className="font-semibold text-ink">
            {t(row.hours)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

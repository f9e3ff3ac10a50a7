import { useTranslation } from 'react-i18next';

import type { EnrollmentStatus } from '@formation/contract';

const STYLES: Record<EnrollmentStatus, string> = {
  confirmed: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
};

/** Product rules 4: the enrollment status of a course, confirmed or pending. */
export function StatusBadge({ status }: { status: EnrollmentStatus }) {
  const { t } = useTranslation('enrollment');
  return (
    <span className={`inline-flex rounded-full border px-3 py-0.5 text-sm font-semibold ${STYLES[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}

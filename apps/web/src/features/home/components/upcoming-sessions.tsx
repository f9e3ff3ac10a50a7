import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { UpcomingSessionsList } from '@/shared/sessions/upcoming-sessions-list';
import { SectionHeading } from '@/shared/ui/section-heading';

/** Product rules 2 (home): the next sessions that can still be enrolled in, soonest first. */
export function UpcomingSessions() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="upcoming-title" className="mx-auto max-w-7xl px-4 py-12">
      <SectionHeading
        id="upcoming-title"
        title={t('home.upcoming.title')}
        allLabel={t('home.upcoming.all')}
        allTo={paths.sessions}
      />
      <UpcomingSessionsList limit={6} empty={t('home.upcoming.empty')} />
    </section>
  );
}

import { useTranslation } from 'react-i18next';

import { UpcomingSessionsList } from '@/shared/sessions/upcoming-sessions-list';
import { sessionsSearchHref, type DomainPageEntry } from '@/shared/site/domain-pages';
import { SectionHeading } from '@/shared/ui/section-heading';

/**
 * The domain's next sessions, found by the same search as the page's 'see the sessions' action, so
 * the cards here are the first ones of the list that link opens.
 */
export function DomainSessions({ entry }: { entry: DomainPageEntry }) {
  const { t } = useTranslation('pages-domains');
  return (
    <section aria-labelledby="sessions-title" className="mx-auto max-w-7xl px-4 py-10">
      <SectionHeading
        id="sessions-title"
        title={t('ui.sections.sessions')}
        allLabel={t('ui.sessionsAll')}
        allTo={sessionsSearchHref(entry)}
      />
      <UpcomingSessionsList limit={3} search={entry.sessionSearch} empty={t('ui.sessionsEmpty')} />
    </section>
  );
}

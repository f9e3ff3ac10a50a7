import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { CourseReceived } from '@formation/contract';
import { resolveImageUrl } from '@formation/domain';

import { env } from '@/config/env';

type Instructor = NonNullable<CourseReceived['instructor']>;

/** Who teaches the course: photo, name, title and a short biography (in French, as sent). */
export function CourseInstructor({ instructor }: { instructor: Instructor }) {
  const { t } = useTranslation('session-pages');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-instructor`} className="rounded-xl border border-slate-200 p-5">
      <h2 id={`${id}-instructor`} className="text-2xl font-bold">
        {t('detail.instructor')}
      </h2>
      <div className="mt-4 flex gap-4">
        {instructor.photo === null ? null : (
          <img
            src={resolveImageUrl(instructor.photo, env.images)}
            alt=""
            width={72}
            height={72}
            className="size-18 shrink-0 rounded-full object-cover"
          />
        )}
        <div lang="fr" dir="auto">
          <p className="font-semibold text-ink">{instructor.name}</p>
          <p className="text-sm text-brand-dark">{instructor.title}</p>
          <p className="mt-2 text-slate-700">{instructor.bio}</p>
        </div>
      </div>
    </section>
  );
}

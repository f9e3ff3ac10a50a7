import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import type { Comment } from '@formation/contract';
import { commentBlocker, ratingSummary } from '@formation/domain';

import { paths } from '@/config/paths';
import {
  useComments,
  useCreateComment,
  useDeleteComment,
  useUpdateComment,
} from '@/features/sessions/data/use-comments';
import { useAuth } from '@/shared/auth/use-auth';
import { formatLongDate } from '@/shared/i18n/locale-format';
import { RatingText } from '@/shared/sessions/session-facts';
import { buttonClass } from '@/shared/ui/button-class';
import { Dialog } from '@/shared/ui/dialog';
import { QueryView } from '@/shared/ui/query-view';

import { CommentFormView } from './comment-form';

function Stars({ rate }: { rate: number }) {
  const { t } = useTranslation('session-pages');
  return (
    <span role="img" aria-label={t('comments.rated', { count: rate })} className="text-amber-500">
      {'★'.repeat(rate)}
      <span className="text-slate-300">{'★'.repeat(Math.max(0, 5 - rate))}</span>
    </span>
  );
}

function CommentItem({ comment, courseId, mine }: { comment: Comment; courseId: number; mine: boolean }) {
  const { t, i18n } = useTranslation('session-pages');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateComment(courseId);
  const remove = useDeleteComment(courseId);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink" dir="auto">
          {comment.user.fullName}
        </p>
        <Stars rate={comment.rate} />
      </div>
      <p className="text-xs text-slate-600">
        <time dateTime={comment.createdAt}>{formatLongDate(comment.createdAt, i18n.language)}</time>
      </p>
      {editing ? (
        <div className="mt-3">
          <CommentFormView
            initial={{ content: comment.content, rate: comment.rate }}
            submitLabel={t('comments.form.save')}
            busy={update.isPending}
            onSubmit={async (form) => {
              setEditing(false);
              await update.mutateAsync({ id: comment.id, form });
            }}
            onCancel={() => {
              setEditing(false);
            }}
          />
        </div>
      ) : (
        // Plain text as typed: React escapes it, never injected as HTML.
        <p className="mt-2 whitespace-pre-line break-words text-slate-800" dir="auto">
          {comment.content}
        </p>
      )}
      {mine && !editing && comment.id > 0 ? (
        <div className="mt-3 flex gap-3">
          <button
            type="button"
            onClick={() => {
              setEditing(true);
            }}
            className="text-sm font-semibold text-brand-dark underline focus-visible:outline-2 focus-visible:outline-brand-dark"
          >
            {t('comments.edit')}
          </button>
          <button
            type="button"
            onClick={() => {
              setConfirming(true);
            }}
            className="text-sm font-semibold text-red-700 underline focus-visible:outline-2 focus-visible:outline-brand-dark"
          >
            {t('comments.delete')}
          </button>
        </div>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title={t('comments.confirmTitle')}
        actions={
          <>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
              }}
              className={buttonClass('secondary')}
            >
              {t('comments.confirmNo')}
            </button>
            <button
              type="button"
              onClick={() => {
                setConfirming(false);
                remove.mutate(comment.id);
              }}
              className={buttonClass('danger')}
            >
              {t('comments.confirmYes')}
            </button>
          </>
        }
      >
        <p>{t('comments.confirmText')}</p>
      </Dialog>
    </li>
  );
}

/** Product rules 2 and 5: comments with rating, the average and count, and the form for signed-in users. */
export function CommentsSection({ courseId }: { courseId: number }) {
  const { t } = useTranslation(['session-pages', 'sessions']);
  const { t: tc } = useTranslation();
  const id = useId();
  const auth = useAuth();
  const location = useLocation();
  const query = useComments(courseId);
  const create = useCreateComment(courseId);
  const blocker = commentBlocker(auth.status === 'authenticated');
  const summary = ratingSummary(query.data ?? []);
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {t('comments.title')}
        </h2>
        {query.isSuccess ? <RatingText average={summary.average} count={summary.count} /> : null}
      </div>
      {blocker === null ? (
        <div className="rounded-xl border border-slate-200 bg-orange-50/40 p-5">
          <h3 className="mb-3 text-lg font-semibold">{t('comments.form.title')}</h3>
          <CommentFormView
            submitLabel={t('comments.form.publish')}
            busy={create.isPending}
            onSubmit={(form) => create.mutateAsync(form)}
          />
        </div>
      ) : (
        <p className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-slate-800">
          {tc(blocker)}{' '}
          <Link
            to={paths.loginReturningTo(`${location.pathname}${location.search}`)}
            className="font-semibold text-brand-dark underline focus-visible:outline-2 focus-visible:outline-brand-dark"
          >
            {t('loginPrompt.login', { ns: 'sessions' })}
          </Link>
        </p>
      )}
      <QueryView
        query={query}
        isEmpty={(comments) => comments.length === 0}
        empty={t('comments.empty')}
        error={t('comments.loadError')}
      >
        {(comments) => (
          <ul className="flex flex-col gap-3">
            {comments.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                courseId={courseId}
                mine={auth.status === 'authenticated' && auth.user.id === comment.userId}
              />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { Comment } from '@formation/contract';
import { toCreateCommentBody, type CommentForm } from '@formation/domain';

import { expectStatus } from '@/shared/api/api-error';
import { api, whenReady } from '@/shared/api/client';
import { useAuth } from '@/shared/auth/use-auth';
import { siteClock } from '@/shared/site/site-clock';
import { notify } from '@/shared/ui/toast';

import { commentsQuery } from './session-detail-queries';

export function useComments(courseId: number) {
  return useQuery(commentsQuery(courseId));
}

/**
 * Publishing, editing and deleting a comment change the list at once and go back when the API refuses
 * (optimistic update with rollback); the list is then read again from the API.
 */
function useCommentMutation<V>(
  courseId: number,
  send: (vars: V) => Promise<unknown>,
  apply: (comments: Comment[], vars: V) => Comment[],
  messages: { success: string; error: string },
) {
  const client = useQueryClient();
  const key = commentsQuery(courseId).queryKey;
  return useMutation({
    mutationFn: send,
    onMutate: async (vars: V) => {
      // Shown as done only once the call can leave at once (whenReady).
      await whenReady(api);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Comment[]>(key);
      client.setQueryData<Comment[]>(key, (comments = []) => apply(comments, vars));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      client.setQueryData(key, context?.previous);
      notify.error(messages.error);
    },
    onSuccess: () => {
      notify.success(messages.success);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useCreateComment(courseId: number) {
  const { t } = useTranslation('session-pages');
  const auth = useAuth();
  return useCommentMutation(
    courseId,
    async (form: CommentForm) =>
      expectStatus(await api.comments.create({ body: toCreateCommentBody(courseId, form) }), 201).body,
    (comments, form) => {
      if (auth.status !== 'authenticated') return comments;
      // The API's time, as the comment will carry once stored (it is dated by the API's clock).
      const now = new Date(siteClock.now()).toISOString();
      const pending: Comment = {
        // A temporary id no stored comment has, until the list is read again.
        id: -Date.now(),
        content: form.content,
        rate: form.rate,
        courseId,
        userId: auth.user.id,
        user: { id: auth.user.id, fullName: auth.user.fullName, image: null },
        createdAt: now,
        updatedAt: now,
      };
      return [pending, ...comments];
    },
    { success: t('comments.toast.published'), error: t('comments.toast.publishError') },
  );
}

export function useUpdateComment(courseId: number) {
  const { t } = useTranslation('session-pages');
  return useCommentMutation(
    courseId,
    async ({ id, form }: { id: number; form: CommentForm }) =>
      expectStatus(
        await api.comments.update({ params: { id }, body: { content: form.content, rate: form.rate } }),
        200,
      ).body,
    (comments, { id, form }) =>
      comments.map((c) => (c.id === id ? { ...c, content: form.content, rate: form.rate } : c)),
    { success: t('comments.toast.updated'), error: t('comments.toast.updateError') },
  );
}

export function useDeleteComment(courseId: number) {
  const { t } = useTranslation('session-pages');
  return useCommentMutation(
    courseId,
    async (id: number) => expectStatus(await api.comments.remove({ params: { id } }), 200).body,
    (comments, id) => comments.filter((c) => c.id !== id),
    { success: t('comments.toast.deleted'), error: t('comments.toast.deleteError') },
  );
}

import { contract } from '@formation/contract';

import { notFound } from '../../api-error';
import { requireSelf } from '../../auth/current-user';
import { feature } from '../../core/handlers';
import { addFavorite, listFavorites, removeFavorite } from './favorites.service';

export const favoritesFeature = feature(
  contract.favorites,
  {
    add: async ({ params, body, call }) => {
      requireSelf(call, body.userId);
      const { created, favorite } = addFavorite(call.store, body.userId, params.courseId);
      return created ? { status: 201, body: favorite } : { status: 200, body: favorite };
    },
    remove: async ({ params, body, call }) => {
      requireSelf(call, body.userId);
      return { status: 200, body: removeFavorite(call.store, body.userId, params.courseId) };
    },
    listForUser: async ({ params, call }) => {
      requireSelf(call, params.userId);
      return { status: 200, body: listFavorites(call.store, params.userId) };
    },
  },
  {
    facts: {
      add: { changes: [], failures: { 404: () => notFound('Course') } },
      remove: { changes: [], failures: { 404: () => notFound('Favourite') } },
    },
  },
);

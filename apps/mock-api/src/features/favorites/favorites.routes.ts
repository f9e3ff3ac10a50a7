import { contract } from '@formation/contract';
import type { FastifyInstance } from 'fastify';
import { requireSelf } from '../../auth/current-user';
import { storeOf } from '../../context';
import { mountRouter, s } from '../../plugins/mount-router';
import { addFavorite, listFavorites, removeFavorite } from './favorites.service';

const router = s.router(contract.favorites, {
  add: async ({ params, body, request }) => {
    requireSelf(request, body.userId);
    const { created, favorite } = addFavorite(storeOf(request), body.userId, params.courseId);
    return created ? { status: 201, body: favorite } : { status: 200, body: favorite };
  },
  remove: async ({ params, body, request }) => {
    requireSelf(request, body.userId);
    return { status: 200, body: removeFavorite(storeOf(request), body.userId, params.courseId) };
  },
  listForUser: async ({ params, request }) => {
    requireSelf(request, params.userId);
    return { status: 200, body: listFavorites(storeOf(request), params.userId) };
  },
});

export function registerFavorites(app: FastifyInstance): void {
  mountRouter(app, contract.favorites, router);
}

import type { AppRoute, AppRouter, ServerInferRequest, ServerInferResponses } from '@ts-rest/core';

import type { Call } from './call';
import type { FormBody, FormRules } from './pipeline/request-body';
import type { Reply } from './reply';
import type { RouteFacts } from './route-facts';

/** Headers an answer adds to what the transport sets (a page's policy, a cache rule). */
export type AnswerHeaders = Readonly<Record<string, string>>;

/** What a handler answers: one of the statuses its route declares, with that status's body. */
export type Answer<R extends AppRoute> = ServerInferResponses<R> & { headers?: AnswerHeaders };

type RequestOf<R extends AppRoute> = ServerInferRequest<R, Readonly<Record<string, string | undefined>>>;

/** The request as data, checked against the contract; a multipart route's form is read when asked. */
type InputOf<R extends AppRoute> = R extends { contentType: 'multipart/form-data' }
  ? Omit<RequestOf<R>, 'body'> & { body: FormBody }
  : RequestOf<R>;

/** One route's handler: the request as data (validated against the contract) and the call. */
export type RouteHandler<R extends AppRoute> = (input: InputOf<R> & { call: Call }) => Promise<Answer<R>>;

/** A handler for every route of a (flat) router of the contract. */
export type Handlers<T extends AppRouter> = {
  [K in keyof T]: T[K] extends AppRoute ? RouteHandler<T[K]> : never;
};

/** A route outside the contract (the files of /uploads): answered as is, with no contract check. */
export interface PlainRoute {
  readonly method: 'GET';
  /** A pattern as the router writes it; `*` at the end takes the rest of the path. */
  readonly path: string;
  answer(input: { params: Readonly<Record<string, string>>; call: Call }): Promise<Reply>;
}

/** The routes of one feature and their handlers, as every transport mounts them. */
export interface Feature {
  readonly routes: Readonly<Record<string, AppRoute>>;
  readonly handlers: Readonly<Record<string, RouteHandler<AppRoute>>>;
  /** Bodies its routes take besides JSON and text: a plain HTML form's (the payment stand-in's). */
  readonly forms?: 'url-encoded';
  /** How the forms of its multipart routes are read (the profile's photo). */
  readonly formRules?: FormRules;
  /** Its routes outside the contract. */
  readonly plain?: readonly PlainRoute[];
  /** What the pipeline's steps need to know of its routes, by the routes' keys. */
  readonly facts?: Readonly<Partial<Record<string, RouteFacts>>>;
}

/** How a feature's routes are read, and what each says of itself. */
export interface FeatureOptions<T extends Record<string, AppRoute>> extends Pick<
  Feature,
  'forms' | 'formRules' | 'plain'
> {
  readonly facts?: { readonly [K in keyof T]?: RouteFacts };
}

/** Ties handlers to their routes; the types check each handler against its route's contract. */
export function feature<T extends Record<string, AppRoute>>(
  routes: T,
  handlers: Handlers<T>,
  options: FeatureOptions<T> = {},
): Feature {
  // A handler typed for its own route is called with that route's validated input only (run-route.ts).
  return { routes, handlers: handlers as unknown as Feature['handlers'], ...options };
}

/**
 * Thrown by a handler that answers with a redirect the contract does not list (the payment provider's
 * plain HTML form expects a 303 back to the site): the transport answers it as is.
 */
export class Redirect extends Error {
  readonly status = 303;

  constructor(readonly location: string) {
    super(`Redirect to ${location}`);
    this.name = 'Redirect';
  }
}

import { c } from './contract-instance';
import { authContract } from './auth.contract';
import { blogContract } from './blog.contract';
import { commentsContract } from './comments.contract';
import { contactContract } from './contact.contract';
import { couponsContract } from './coupons.contract';
import { coursesContract } from './courses.contract';
import { enrollmentsContract } from './enrollments.contract';
import { favoritesContract } from './favorites.contract';
import { mockAdminContract } from './mock-admin.contract';
import { newsletterContract } from './newsletter.contract';
import { paymentsContract } from './payments.contract';
import { searchContract } from './search.contract';
import { usersContract } from './users.contract';
import { commonResponses } from './responses';

const siteRouters = {
  auth: authContract,
  courses: coursesContract,
  comments: commentsContract,
  favorites: favoritesContract,
  users: usersContract,
  payments: paymentsContract,
  coupons: couponsContract,
  enrollments: enrollmentsContract,
  blog: blogContract,
  newsletter: newsletterContract,
  contact: contactContract,
  search: searchContract,
};

/**
 * The calls the site makes (everything but /__mock). Marked pure so that a bundle which uses only
 * one of the two routers leaves the other (and /__mock's schemas) out.
 */
export const siteContract = /* @__PURE__ */ c.router(siteRouters, {
  strictStatusCodes: true,
  commonResponses,
});

/** The router of routers: every call the site makes, the calls the spec leaves out, and /__mock. */
export const contract = /* @__PURE__ */ c.router(
  { ...siteRouters, mock: mockAdminContract },
  { strictStatusCodes: true, commonResponses },
);
export type Contract = typeof contract;

export * from './values';
export * from './errors';
export { commonResponses, definedByUs, DEFINED_BY_US, errors, FALLBACK_MARK, ours } from './responses';
export { UpdatedUserSchema } from './users.contract';
export * from './schemas/common.schemas';
export * from './schemas/user.schemas';
export * from './schemas/auth.schemas';
export * from './schemas/course.schemas';
export * from './schemas/comment.schemas';
export * from './schemas/favorite.schemas';
export * from './schemas/enrollment.schemas';
export * from './schemas/payment.schemas';
export * from './schemas/coupon.schemas';
export * from './schemas/blog.schemas';
export * from './schemas/newsletter.schemas';
export * from './schemas/contact.schemas';
export * from './schemas/search.schemas';
export * from './schemas/mock-admin.schemas';
export { listRoutes, type RouteEntry } from './route-list';
export { documentedOnly, isOurs, unwrapSchema, type AdjustObject } from './documented-shape';
export { SPEC_ARTICLE_FIELDS, SPEC_COURSE_FIELDS, SPEC_USER_FIELDS } from './spec-fields';

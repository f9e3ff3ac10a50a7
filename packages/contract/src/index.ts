import { authContract } from './auth.contract.js';
import { blogContract } from './blog.contract.js';
import { commentsContract } from './comments.contract.js';
import { contactContract } from './contact.contract.js';
import { c } from './contract-instance.js';
import { couponsContract } from './coupons.contract.js';
import { coursesContract } from './courses.contract.js';
import { enrollmentsContract } from './enrollments.contract.js';
import { favoritesContract } from './favorites.contract.js';
import { mockAdminContract } from './mock-admin.contract.js';
import { newsletterContract } from './newsletter.contract.js';
import { paymentsContract } from './payments.contract.js';
import { commonResponses } from './responses.js';
import { searchContract } from './search.contract.js';
import { usersContract } from './users.contract.js';

type RouterOptions = { strictStatusCodes: true; commonResponses: typeof commonResponses };

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
export const siteContract: ReturnType<typeof c.router<typeof siteRouters, '', RouterOptions>> =
  /* @__PURE__ */ c.router(siteRouters, { strictStatusCodes: true, commonResponses });

const allRouters = { ...siteRouters, mock: mockAdminContract };

/**
 * The router of routers: every call the site makes, the calls the product rules leave out, and /__mock.
 * Both are typed by name, as the router built from these routers with these options: written out,
 * their types are larger than a declaration file may hold.
 */
export const contract: ReturnType<typeof c.router<typeof allRouters, '', RouterOptions>> =
  /* @__PURE__ */ c.router(allRouters, { strictStatusCodes: true, commonResponses });
export type Contract = typeof contract;

export * from './values.js';
export * from './errors.js';
export * from './mock-headers.js';
export { DATA_SET_FILE_NAME, DataSetInvalid, MANIFEST_FILE } from './data-set-invalid.js';
export { commonResponses, definedByUs, DEFINED_BY_US, errors, FALLBACK_MARK, ours } from './responses.js';
export { UpdatedUserSchema } from './users.contract.js';
export * from './schemas/common.schemas.js';
export * from './schemas/user.schemas.js';
export * from './schemas/auth.schemas.js';
export * from './schemas/course.schemas.js';
export * from './schemas/comment.schemas.js';
export * from './schemas/favorite.schemas.js';
export * from './schemas/enrollment.schemas.js';
export * from './schemas/payment.schemas.js';
export * from './schemas/coupon.schemas.js';
export * from './schemas/blog.schemas.js';
export * from './schemas/newsletter.schemas.js';
export * from './schemas/contact.schemas.js';
export * from './schemas/search.schemas.js';
export * from './schemas/mock-admin.schemas.js';
export type * from './schemas/data-set-rows.js';
export { listRoutes, type RouteEntry } from './route-list.js';
export { SPEC_SECTIONS, type Caller, type RouteDocs, type SpecSection } from './route-docs.js';
export { documentedOnly, isOurs, unwrapSchema, type AdjustObject } from './documented-shape.js';
export { SPEC_ARTICLE_FIELDS, SPEC_COURSE_FIELDS, SPEC_USER_FIELDS } from './spec-fields.js';

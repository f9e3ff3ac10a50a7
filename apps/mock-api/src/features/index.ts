import type { Config } from '../config';
import type { Feature } from '../core/handlers';
import { accountsFeature } from './accounts/accounts.routes';
import { blogFeature } from './blog/blog.routes';
import { commentsFeature } from './comments/comments.routes';
import { contactFeature } from './contact/contact.routes';
import { couponsFeature } from './coupons/coupons.routes';
import { coursesFeature } from './courses/courses.routes';
import { enrollmentsFeature } from './enrollments/enrollments.routes';
import { favoritesFeature } from './favorites/favorites.routes';
import { identityFeature } from './identity/identity.routes';
import { mockAdminFeature } from './mock-admin/mock-admin.routes';
import { newsletterFeature } from './newsletter/newsletter.routes';
import { paymentProviderFeature } from './payments/payment-provider.routes';
import { paymentsFeature } from './payments/payments.routes';
import { searchFeature } from './search/search.routes';
import { healthFeature } from './system/health.routes';
import { usersFeature } from './users/users.routes';

/** Every resource of the contract, whichever transport carries the requests. */
export const API_FEATURES: readonly Feature[] = [
  healthFeature,
  coursesFeature,
  blogFeature,
  searchFeature,
  accountsFeature,
  usersFeature,
  commentsFeature,
  favoritesFeature,
  enrollmentsFeature,
  paymentsFeature,
  couponsFeature,
  newsletterFeature,
  contactFeature,
];

/** The /__mock surface (QA's levers, the identity and payment providers' stand-ins): off when MOCK_ADMIN=false. */
export const MOCK_FEATURES: readonly Feature[] = [identityFeature, paymentProviderFeature, mockAdminFeature];

/** The features a mock answers: the /__mock surface only when MOCK_ADMIN is on. */
export function featuresFor(config: Pick<Config, 'MOCK_ADMIN'>): readonly Feature[] {
  return config.MOCK_ADMIN ? [...API_FEATURES, ...MOCK_FEATURES] : API_FEATURES;
}

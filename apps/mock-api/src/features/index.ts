import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { registerBlog } from './blog/blog.routes';
import { registerCourses } from './courses/courses.routes';
import { registerComments } from './comments/comments.routes';
import { registerCoupons } from './coupons/coupons.routes';
import { registerEnrollments } from './enrollments/enrollments.routes';
import { registerFavorites } from './favorites/favorites.routes';
import { registerPaymentProvider } from './payments/payment-provider.routes';
import { registerPayments } from './payments/payments.routes';
import { registerSearch } from './search/search.routes';
import { registerContact } from './contact/contact.routes';
import { registerMockAdmin } from './mock-admin/mock-admin.routes';
import { registerNewsletter } from './newsletter/newsletter.routes';
import { registerHealth } from './system/health.routes';
import { registerAuth } from './auth/auth.routes';
import { registerIdentity } from './identity/identity.routes';
import { registerUsers } from './users/users.routes';

/**
 * Every resource of the contract, each in its own scope. The /__mock surface (admin, and the identity
 * and payment providers' stand-ins) is left out when MOCK_ADMIN=false.
 */
export async function registerFeatures(app: FastifyInstance, config: Config): Promise<void> {
  registerHealth(app);
  registerCourses(app);
  registerBlog(app);
  registerSearch(app);
  registerAuth(app);
  registerUsers(app);
  // [auth-and-users] register here
  registerComments(app);
  registerFavorites(app);
  registerEnrollments(app);
  registerPayments(app);
  registerCoupons(app);
  // [commerce] register here
  registerNewsletter(app);
  registerContact(app);
  // [admin] register here
  if (config.MOCK_ADMIN) {
    registerIdentity(app);
    // [auth-and-users:mock] register here
    registerPaymentProvider(app);
    // [commerce:mock] register here
    registerMockAdmin(app);
    // [admin:mock] register here
  }
  await Promise.resolve();
}

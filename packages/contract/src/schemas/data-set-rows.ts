/**
 * The rows of a data set folder's files that a recording writes, as the mock loads them: every column
 * by the name the mock's code gives it; a column with a default may be left out. The mock's
 * typecheck holds each type equal to its table (`apps/mock-api/src/db/data-set-row-types.ts`), so a
 * new column fails to compile in whatever writes these rows and forgets it.
 */

export interface DataSetUserRow {
  /** Given by the database when a hand-written file leaves it out. */
  id?: number;
  fullName: string;
  firstName?: string;
  lastName?: string;
  email: string;
  passwordHash: string | null;
  role?: string;
  isActive?: boolean;
  isEmailVerified?: boolean;
  googleId: string | null;
  phoneNumber?: string;
  position?: string;
  industry?: string;
  company?: string;
  country?: string;
  city?: string;
  address?: string;
  birthDate?: string;
  image: string | null;
  notifyEmail?: boolean;
  notifySms?: boolean;
  notifyMarketing?: boolean;
  tokenVersion?: number;
  createdAt: string;
  updatedAt: string;
}

export interface DataSetCourseRow {
  /** Given by the database when a hand-written file leaves it out. */
  id?: number;
  slug: string;
  title: string;
  description: string;
  domain: string;
  certification: string | null;
  category: string;
  status: 'PUBLISHED' | 'DRAFT' | 'ARCHIVED';
  originalPrice: number;
  discountedPrice?: number;
  duration: number;
  durationHours: number;
  type: string;
  location: string;
  generalSchedule: string;
  level: 'beginner' | 'intermediate' | 'advanced' | 'expert';
  image: string | null;
  isBestSeller: boolean;
  isNew: boolean;
  isGuaranteed: boolean;
  maxParticipants: number;
  enrolledCount: number;
  instructor: { name: string; title: string; bio: string; photo: string | null } | null;
  programme: { title: string; topics: string[] }[];
  objectives: string[];
  prerequisites: string[];
  included: string[];
  sessionDates: { startDate: string; endDate: string; timeRange: string }[];
  createdAt: string;
  updatedAt: string;
}

export interface DataSetArticleRow {
  /** Given by the database when a hand-written file leaves it out. */
  id?: number;
  slug: string;
  title: string;
  excerpt: string;
  description: string;
  content: string;
  category: string;
  author: string;
  image: string | null;
  tags: string[];
  publishedAt: string;
  updatedAt: string;
}

export interface DataSetCommentRow {
  /** Given by the database when a hand-written file leaves it out. */
  id?: number;
  courseId: number;
  userId: number;
  content: string;
  rate: number;
  createdAt: string;
  updatedAt: string;
}

export interface DataSetFavoriteRow {
  /** Given by the database when a hand-written file leaves it out. */
  id?: number;
  userId: number;
  courseId: number;
  createdAt: string;
}

export interface DataSetEnrollmentRow {
  /** Given by the database when a hand-written file leaves it out. */
  id?: number;
  userId: number;
  courseId: number;
  status: 'pending' | 'confirmed';
  fullName: string;
  email: string;
  appointmentTime: string;
  paymentMethod: 'online' | 'onsite';
  paymentStatus: 'awaiting' | 'pending' | 'succeeded' | 'failed';
  promoCode: string | null;
  subtotal: number;
  discount: number;
  total: number;
  createdAt: string;
  updatedAt: string;
}

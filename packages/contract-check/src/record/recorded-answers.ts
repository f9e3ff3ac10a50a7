/* The shapes a recording passes from its reads (record-answers.ts) to its folder (recording-rows.ts). */
import type { Article, Comment, CourseReceived, Enrollment, Favorite, Profile } from '@formation/contract';

/** An answer, or a part of one, not recorded, and why. */
export interface LeftOut {
  what: string;
  why: string;
}

/** A picture as `images.json` holds it. */
export interface PictureRow {
  name: string;
  data: string;
}

/** What the signed-in learner saw of their own. */
export interface SignedInAnswers {
  profile: Profile;
  enrollments: Enrollment[];
  favorites: Favorite[];
}

/** What a recording kept of the backend's answers, each one checked against the contract. */
export interface RecordedAnswers {
  /** Courses as GET /courses/slug/{slug} gave them. */
  courses: CourseReceived[];
  comments: Comment[];
  articles: Article[];
  /** Null when the run did not sign in. */
  signedIn: SignedInAnswers | null;
  leftOut: LeftOut[];
}

export interface RecordingOptions {
  source: string;
  takenAt: string;
  /** Keep the names and photos of the people comments name (a warning says so). */
  keepPersonalData: boolean;
  /** The pictures fetched into the data set (--with-images), else null: the rows keep the backend's addresses. */
  pictures?: readonly PictureRow[] | null;
}

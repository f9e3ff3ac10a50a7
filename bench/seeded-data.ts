/** What the benches read of the mock's seed: its demo learners, and its published courses and articles. */

/** Two seeded active learners (docs/qa.md, seeded accounts); a bench's connections take turns. */
export const LEARNERS = [
  { email: 'amira.bensalah@example.tn', password: 'Apprenant2026!' },
  { email: 'karim.jaziri@example.tn', password: 'Apprenant2026!' },
] as const;

/** A published course as a list gives it, in the fields the benches use. */
export interface Course {
  id: number;
  slug: string;
  nextSession: string | null;
  maxParticipants: number;
  enrolledCount: number;
}

export interface Catalogue {
  courses: Course[];
  /** The articles' slugs. */
  articles: string[];
}

/** The published courses and the articles a running mock lists. */
export async function catalogueOf(url: string): Promise<Catalogue> {
  const courses = (await (await fetch(`${url}/courses/AllCourses?status=PUBLISHED`)).json()) as Course[];
  const blog = (await (await fetch(`${url}/blog?limit=100`)).json()) as { results: { slug: string }[] };
  return { courses, articles: blog.results.map((article) => article.slug) };
}

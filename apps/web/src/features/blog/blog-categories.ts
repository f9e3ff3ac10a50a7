/**
 * The blog's categories: the API's value (French, as the firm writes it) and the key of its label.
 * The filter offers these; an article of another category still shows its own wording.
 */
export const BLOG_CATEGORIES = [
  { id: 'project-management', value: 'Gestion de projet et agilité' },
  { id: 'artificial-intelligence', value: 'Intelligence artificielle' },
  { id: 'cybersecurity', value: 'Cybersécurité' },
  { id: 'information-systems', value: 'SI, cloud et data' },
  { id: 'leadership', value: 'Leadership et management' },
  { id: 'entrepreneurship', value: 'Entrepreneuriat' },
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export type BlogCategoryId = BlogCategory['id'];

export function categoryById(id: string | null): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((category) => category.id === id);
}

export function categoryByValue(value: string | undefined): BlogCategory | undefined {
  return BLOG_CATEGORIES.find((category) => category.value === value);
}

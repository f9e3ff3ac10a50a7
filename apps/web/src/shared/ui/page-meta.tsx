/**
 * A page's head: title, description and their Open Graph and Twitter card copies. React 19 hoists
 * them into <head>, in the prerendered HTML as in the browser. The page's URL, language alternates
 * and site name are the layout's (`app/layout/page-alternates.tsx`).
 */
export function PageMeta({
  title,
  shareTitle = title,
  description,
  image,
  type = 'website',
}: {
  title: string;
  /** The title a link preview shows, without the site's name (og:site_name carries it). */
  shareTitle?: string;
  description: string;
  /** An absolute URL, for link previews. */
  image?: string;
  type?: 'website' | 'article';
}) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={description} />
      {image !== undefined && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image === undefined ? 'summary' : 'summary_large_image'} />
    </>
  );
}

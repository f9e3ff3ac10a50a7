import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';

import { currentLocation, renderPage } from './render-page';

function Article() {
  const { slug } = useParams();
  return <Link to={`/blog/${slug ?? ''}/comments`}>{`Article ${slug ?? ''}`}</Link>;
}

function Comments() {
  return <h1>Commentaires</h1>;
}

describe('renderPage', () => {
  it('gives the page its route parameters and sends a link to a route given as an element', async () => {
    renderPage(<Article />, {
      url: '/blog/un-article',
      path: '/blog/:slug',
      routes: { '/blog/:slug/comments': <Comments /> },
      showLocation: true,
    });
    await userEvent.click(screen.getByRole('link', { name: 'Article un-article' }));
    expect(screen.getByRole('heading', { name: 'Commentaires' }).tagName).toBe('H1');
    expect(currentLocation()).toBe('/blog/un-article/comments');
  });

  it('shows the text given for a route that stands for another page', () => {
    renderPage(<Article />, {
      url: '/login',
      path: '/blog/:slug',
      routes: { '/login': 'Page de connexion' },
    });
    expect(screen.getByText('Page de connexion').tagName).toBe('P');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

import type { CourseReceived } from '@formation/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

/** Renders a page of this feature at a URL, with a fresh query client that does not retry. */
export function renderAt(url: string, pattern: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const reply = (status: number, body: unknown) => ({ status, body, headers: new Headers() }) as never;

export function testCourse(id: number, overrides: Partial<CourseReceived> = {}): CourseReceived {
  return {
    id,
    title: `Formation ${String(id)}`,
    description: 'Une formation professionnelle.',
    originalPrice: 1000,
    discountedPrice: 0,
    duration: 2,
    type: 'Présentiel',
    location: 'Tunis – Les Berges du Lac',
    image: null,
    generalSchedule: 'En journée (9h–17h)',
    slug: `formation-${String(id)}`,
    isBestSeller: false,
    domain: 'Gestion de projet',
    level: 'beginner',
    ratingAverage: 4,
    ratingCount: 2,
    maxParticipants: 12,
    enrolledCount: 2,
    sessionDates: [{ startDate: '2099-12-01', endDate: '2099-12-02', timeRange: '09:00–17:00' }],
    ...overrides,
  };
}

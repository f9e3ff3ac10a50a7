// A prerendered page is anonymous HTML: taking it over as an anonymous visitor renders what reads the
// visitor once, not once more right after (every favorite button of a list again, at once, in one task).
import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { TEST_LEARNER } from '@/testing/test-learner';

import { authStore } from './auth-store';
import { useAuth } from './use-auth';

function Visitor() {
  return <p>{useAuth().status}</p>;
}

/** How many times React rendered the visitor: the commits its Profiler saw. */
let renders = 0;
const counted = () => {
  renders += 1;
};

/** The build's HTML of <Visitor />, taken over by React as a prerendered page is. */
function hydrated() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Visitor />);
  document.body.append(container);
  renders = 0;
  return render(
    <Profiler id="visitor" onRender={counted}>
      <Visitor />
    </Profiler>,
    { container, hydrate: true },
  );
}

afterEach(() => {
  authStore.signOut();
});

describe('useAuth on a prerendered page', () => {
  it('takes the page over as an anonymous visitor without rendering it again', () => {
    const { container } = hydrated();
    expect(container.textContent).toBe('anonymous');
    expect(renders).toBe(1);
  });

  it('shows a stored sign-in once the page is taken over, and the sign-out after', () => {
    authStore.signIn({ ...TEST_LEARNER, phoneNumber: '', country: '', city: '' }, 'token');
    const { container } = hydrated();
    expect(container.textContent).toBe('authenticated');
    act(() => {
      authStore.signOut();
    });
    expect(container.textContent).toBe('anonymous');
  });
});

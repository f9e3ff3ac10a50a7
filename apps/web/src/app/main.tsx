import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import '../shared/i18n/i18n-types';
import { setUpI18n } from '../shared/i18n/i18n';
import { Providers } from './providers';
import { AppRouter } from './router';
import './styles.css';

setUpI18n();

const root = document.getElementById('root');
if (root === null) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    {/* A visitor who chose English or Arabic waits for the chrome's words before the first paint. */}
    <Suspense fallback={null}>
      <Providers>
        <AppRouter />
      </Providers>
    </Suspense>
  </StrictMode>,
);

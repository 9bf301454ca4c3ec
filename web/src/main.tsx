import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import './app/base.css';
import { preloadOpeningScreen } from '@/app/screens';
import { copyQueryToSession, handOffCode, hasUser } from '@/lib/session';

// Spec: query-string parameters of the page address are copied into session storage at start-up,
// except session keys (issue 15); a sign-in hand-off is a one-time code exchanged by POST first.
copyQueryToSession();

async function start() {
  const code = handOffCode();
  if (code) {
    const { exchangeHandOffCode } = await import('@/api/session');
    await exchangeHandOffCode(code);
  }
  // Signed in: the screen asked for loads its code and data beside the layout's (issue 17).
  if (hasUser()) preloadOpeningScreen(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();

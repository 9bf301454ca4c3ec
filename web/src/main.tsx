import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import './app/base.css';
import { copyQueryToSession, handOffCode } from '@/lib/session';

// Spec: query-string parameters of the page address are copied into session storage at start-up,
// except session keys (issue 15); a sign-in hand-off is a one-time code exchanged by POST first.
copyQueryToSession();

async function start() {
  const code = handOffCode();
  if (code) {
    const { exchangeHandOffCode } = await import('@/api/session');
    await exchangeHandOffCode(code);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();

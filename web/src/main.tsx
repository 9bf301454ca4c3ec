// First: configures zod before any schema is built (see the module).
import './lib/zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { copyQueryToSession } from './lib/session';

// Spec: query-string parameters of the page address are copied into session storage at start-up.
copyQueryToSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// First: the page renders in the guest's language from its first frame (no flash of English).
import './features/chrome/language';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { wakeOutbox } from './lib/outbox/wake';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Writes kept offline on an earlier visit are sent now, whichever page this is.
wakeOutbox();

// First: the page renders in the guest's language from its first frame (no flash of English).
import './features/chrome/language';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { wakeOutbox } from './lib/outbox/wake';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
// A transition: React renders in slices and the phone answers in between (the served screen stays
// up until the commit).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
// Writes kept offline on an earlier visit are sent now, whichever page this is.
wakeOutbox();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'spend-ui/fonts';
import { App } from './App.js';

const container = document.getElementById('root');
if (!container) throw new Error('The host page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

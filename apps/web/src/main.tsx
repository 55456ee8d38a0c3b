import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main className="p-8 text-2xl font-bold text-green-700">Ascend Chess</main>
  </StrictMode>,
);

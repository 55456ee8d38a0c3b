// Build-time only: run in Node by apps/web/prerender-fragments.ts, never imported by the app.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { HomeContent } from '../components/home/home-content.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { fragmentTemplateId, type FragmentName } from './read-fragment.ts';

// Static content only: no state, effects or handlers survive rendering to HTML.
const fragments: Record<FragmentName, ReactElement> = {
  home: <HomeContent />,
  footer: <SiteFooter />,
};

/** Every fragment as `{ id, html }`; the links keep the `href`s the router gives them. */
export function renderFragments(): { id: string; html: string }[] {
  return Object.entries(fragments).map(([name, element]) => ({
    id: fragmentTemplateId(name as FragmentName),
    html: renderToStaticMarkup(<StaticRouter location="/">{element}</StaticRouter>),
  }));
}

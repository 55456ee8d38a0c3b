import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Prerendered } from '../components/prerendered.tsx';

/**
 * The home page. Its sections (components/home/home-content.tsx) are static, so the build
 * renders them to HTML and this route shows that markup: the first visit downloads the router
 * and the public layout, not the page's components (docs/decisions/0011).
 */
export default function HomePage() {
  usePageTitle('Learn chess step by step');
  return <Prerendered name="home" />;
}

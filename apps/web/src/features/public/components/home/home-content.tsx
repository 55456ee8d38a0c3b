import { CallToAction } from './call-to-action.tsx';
import { ClimbSection } from './climb-section.tsx';
import { HeroPlanSection } from './hero-plan-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LeaderboardSection } from './leaderboard-section.tsx';
import { PuzzlesSection } from './puzzles-section.tsx';

/**
 * The home page's sections. Static content only (links, no state or effects): it is rendered
 * to HTML at build time (prerender/fragments.tsx), never shipped as JavaScript.
 */
export function HomeContent() {
  return (
    <>
      <HeroSection />
      <ClimbSection />
      <PuzzlesSection />
      <LeaderboardSection />
      <HeroPlanSection />
      <CallToAction />
    </>
  );
}

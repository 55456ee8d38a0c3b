import { CallToAction } from '../components/home/call-to-action.tsx';
import { ClimbSection } from '../components/home/climb-section.tsx';
import { HeroPlanSection } from '../components/home/hero-plan-section.tsx';
import { HeroSection } from '../components/home/hero-section.tsx';
import { LeaderboardSection } from '../components/home/leaderboard-section.tsx';
import { PuzzlesSection } from '../components/home/puzzles-section.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export default function HomePage() {
  usePageTitle('Learn chess step by step');
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

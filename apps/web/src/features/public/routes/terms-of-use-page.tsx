import { LegalPage, type LegalSection } from '../components/legal-page.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const sections: LegalSection[] = [
  {
    title: 'Agreement',
    body: (
      <p>
        By creating an account or using Ascend Chess you agree to these terms. If you do not agree,
        please do not use the service.
      </p>
    ),
  },
  {
    title: 'Your account',
    body: (
      <ul>
        <li>
          You must give a valid email address and keep your password secret. You are responsible for
          what happens under your account.
        </li>
        <li>
          One person per account. Tell us straight away if you think someone else has used it.
        </li>
        <li>
          You must be at least 13, or use the service with a parent&apos;s or guardian&apos;s
          permission.
        </li>
      </ul>
    ),
  },
  {
    title: 'Fair play',
    body: (
      <ul>
        <li>
          Do not use engines, bots or other help to solve rated puzzles or to climb the leaderboard.
        </li>
        <li>Choose a username that is not offensive, misleading or someone else&apos;s.</li>
        <li>Do not try to break, overload or get around the security of the service.</li>
      </ul>
    ),
  },
  {
    title: 'Hearts, xp and points',
    body: (
      <p>
        Hearts, xp, puzzle points and badges are part of the game. They have no cash value, cannot
        be transferred and may be rebalanced as we improve the lessons.
      </p>
    ),
  },
  {
    title: 'The Hero plan',
    body: (
      <ul>
        <li>
          The Hero plan is a subscription, billed monthly or yearly at the price shown in the shop
          before you pay. It gives unlimited hearts and access to new features.
        </li>
        <li>
          Payments are handled by our payment provider. Your plan starts once the payment is
          confirmed.
        </li>
        <li>
          You can cancel at any time in your settings; the plan stays active until the end of the
          period you paid for and is not renewed after that.
        </li>
        <li>
          Where the law gives you a right to withdraw from or get a refund for a purchase, we honour
          it.
        </li>
      </ul>
    ),
  },
  {
    title: 'Our content',
    body: (
      <p>
        The lessons, exercises, texts, images and software of Ascend Chess belong to us or our
        licensors. You may use them for your own learning, not copy or resell them. Chess positions
        and moves themselves belong to everyone.
      </p>
    ),
  },
  {
    title: 'Availability and changes',
    body: (
      <p>
        We work to keep Ascend Chess running and improving, but we cannot promise it will always be
        available or free of errors. We may change or retire features; if a change takes away
        something you paid for, we will offer a fair solution.
      </p>
    ),
  },
  {
    title: 'Ending your account',
    body: (
      <p>
        You can delete your account at any time from your settings. We may suspend accounts that
        seriously or repeatedly break these terms, after warning you where that is reasonable.
      </p>
    ),
  },
  {
    title: 'Liability',
    body: (
      <p>
        Nothing in these terms limits liability that cannot be limited by law. Otherwise, we are not
        liable for indirect losses, and our total liability is limited to the amount you paid us in
        the 12 months before the claim.
      </p>
    ),
  },
  {
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will tell you about important changes before they apply;
        continuing to use Ascend Chess afterwards means you accept them.
      </p>
    ),
  },
];

export default function TermsOfUsePage() {
  usePageTitle('Terms of Service');
  return (
    <LegalPage
      title="Terms of Service"
      updated="October 1, 2025"
      intro={
        <p>
          These terms are the agreement between you and Ascend Chess for using our website and app.
          We have tried to keep them short and plain.
        </p>
      }
      sections={sections}
    />
  );
}

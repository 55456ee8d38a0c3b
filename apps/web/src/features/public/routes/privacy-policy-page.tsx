import { LegalPage, type LegalSection } from '../components/legal-page.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const sections: LegalSection[] = [
  {
    title: 'Who we are',
    body: (
      <p>
        Ascend Chess ("we", "us") runs the Ascend Chess website and app. We are responsible for the
        personal data described here.
      </p>
    ),
  },
  {
    title: 'What we collect',
    body: (
      <ul>
        <li>
          Account data: your email address, a hashed version of your password (never the password
          itself), and — if you add them — a username, your country and a profile picture.
        </li>
        <li>
          Learning data: your placement, the lessons and exercises you complete, your answers, xp,
          hearts, puzzle results, points and badges.
        </li>
        <li>
          Subscription data: your plan, its status and period, and the payment reference and amount
          our payment provider returns. Card and bank details go directly to the provider; we never
          see or store them.
        </li>
        <li>
          Messages you send us through the contact form: your name, email address and message.
        </li>
        <li>
          Technical data: server logs with IP address, browser type and request times, kept to keep
          the service secure and working.
        </li>
      </ul>
    ),
  },
  {
    title: 'Why we use it',
    body: (
      <ul>
        <li>
          To provide the service you asked for: your account, your progress on the climb, puzzles,
          the leaderboard and the Hero plan (performance of a contract).
        </li>
        <li>
          To send account mails you need, such as email verification, password resets and receipts.
        </li>
        <li>To keep the service safe, prevent abuse and fix problems (legitimate interest).</li>
        <li>
          To send news about features only if you have not unsubscribed; every such mail has an
          unsubscribe link.
        </li>
      </ul>
    ),
  },
  {
    title: 'What others can see',
    body: (
      <p>
        Your username, country, profile picture, xp and badges appear on the leaderboard and your
        public profile. Your email address is never shown to other users.
      </p>
    ),
  },
  {
    title: 'Who we share it with',
    body: (
      <p>
        We do not sell your data and we show no third-party advertising. We share data only with
        providers that help us run the service — hosting, email delivery and payment processing —
        under contracts that limit them to our instructions, and with authorities when the law
        requires it.
      </p>
    ),
  },
  {
    title: 'Storage in your browser',
    body: (
      <p>
        We keep your sign-in tokens, your progress in the current lesson and your sound settings in
        your browser&apos;s local and session storage so the app works across reloads. We use no
        tracking or advertising cookies.
      </p>
    ),
  },
  {
    title: 'How long we keep it',
    body: (
      <p>
        We keep account and learning data while your account exists. When you delete your account we
        erase or anonymise it within 30 days, except records we must keep by law, such as payment
        records for tax purposes.
      </p>
    ),
  },
  {
    title: 'Your rights',
    body: (
      <p>
        You can see and correct your details in the app, change your password, unsubscribe from news
        mails and delete your account from your settings. You may also ask us for a copy of your
        data, or to restrict or object to its use, and you may complain to your data protection
        authority.
      </p>
    ),
  },
  {
    title: 'Children',
    body: (
      <p>
        Ascend Chess is meant for people aged 13 and over. Younger learners may use it with the
        consent and supervision of a parent or guardian.
      </p>
    ),
  },
  {
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy in a way that matters, we will tell you by email or in the app
        before the change takes effect.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy');
  return (
    <LegalPage
      title="Privacy Policy"
      updated="October 1, 2025"
      intro={
        <p>
          This policy explains what personal data Ascend Chess collects, why, and the choices you
          have. The short version: we collect what we need to teach you chess, and nothing is sold.
        </p>
      }
      sections={sections}
    />
  );
}

import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { LogoMark } from '../../../../components/ui/logo.tsx';

export function CallToAction({
  title = 'Your first lesson takes two minutes.',
}: {
  title?: string;
}) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
      <div className="flex flex-col items-center rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-12 text-center text-white shadow-xl">
        <LogoMark className="size-14 ring-4 ring-white/20 rounded-[14px]" />
        <h2 className="mt-5 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h2>
        <p className="mt-3 max-w-xl text-lg text-white/85">
          Create your free account, tell us your level and make your first move up the mountain.
        </p>
        <Link to="/sign-up" className={buttonClass('secondary', 'lg', 'mt-8 !text-brand-800')}>
          Create my free account
        </Link>
      </div>
    </section>
  );
}

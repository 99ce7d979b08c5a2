import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Flag } from '../../components/brand/flag';
import { Container } from '../../components/ui/container';
import { HeroSearchForm } from './hero-search-form';
import { HeroArt } from './landing-deferred';

export function Hero() {
  const { t } = useTranslation();
  return (
    // The section does not clip (the place suggestions may float over the next one, which it
    // paints over: z-10); its backdrop does.
    <section className="relative isolate z-10" aria-labelledby="hero-title">
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute inset-0 bg-gradient-to-b from-primary-50 via-white to-white dark:from-primary-950/50 dark:via-neutral-950 dark:to-neutral-950" />
        <div className="absolute -top-40 right-[-10%] size-[40rem] rounded-full bg-primary-200/50 blur-3xl dark:bg-primary-800/20" />
        <div className="absolute top-1/3 -left-40 size-[28rem] rounded-full bg-highlight-green/60 blur-3xl dark:bg-primary-900/20" />
      </div>
      <Container className="grid items-center gap-12 pt-12 pb-16 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:gap-8 lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-primary-200 bg-white/70 px-3 py-1 text-xs font-semibold text-primary-800 backdrop-blur sm:text-sm dark:border-primary-800 dark:bg-primary-950/60 dark:text-primary-200">
            <span className="flex -space-x-1">
              {(['FR', 'CH', 'BE', 'LU'] as const).map((c) => (
                <Flag key={c} code={c} className="h-3 w-[18px] ring-2 ring-white dark:ring-neutral-900" />
              ))}
            </span>
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.05] font-extrabold tracking-tight text-balance text-neutral-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            {t('landing.hero.title-start')}{' '}
            <span className="bg-gradient-to-r from-primary-600 to-emerald-500 bg-clip-text text-transparent dark:from-primary-400 dark:to-emerald-300">
              {t('landing.hero.title-highlight')}
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-neutral-600 dark:text-neutral-300">
            {t('landing.hero.subtitle')}
          </p>
          <div className="mt-8 max-w-3xl">
            <HeroSearchForm />
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-neutral-600 dark:text-neutral-400">
            <li className="flex items-center gap-1.5">
              <ShieldCheck className="size-4 text-primary-600 dark:text-primary-400" aria-hidden="true" />
              {t('landing.hero.point-payments')}
            </li>
            <li className="flex items-center gap-1.5">
              <BadgeCheck className="size-4 text-primary-600 dark:text-primary-400" aria-hidden="true" />
              {t('landing.hero.point-verified')}
            </li>
          </ul>
        </div>
        <HeroArt />
      </Container>
    </section>
  );
}

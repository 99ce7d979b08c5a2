import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { CityBikeIllustration } from '../../components/brand/illustrations';

export function OwnerCta() {
  const { t } = useTranslation();
  return (
    <section className="py-16 sm:py-24" aria-labelledby="owner-cta-title">
      <Container>
        <div className="relative grid items-center gap-8 overflow-hidden rounded-[2rem] bg-gradient-to-br from-primary-600 to-primary-800 px-6 py-12 text-white sm:px-12 lg:grid-cols-[1.3fr_1fr]">
          <div aria-hidden="true" className="absolute -right-20 -bottom-32 size-96 rounded-full bg-white/10 blur-2xl" />
          <div className="relative">
            <h2 id="owner-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {t('landing.owner-cta.title')}
            </h2>
            <p className="mt-4 max-w-xl text-lg text-primary-50">{t('landing.owner-cta.text')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button
                asChild
                size="lg"
                variant="secondary"
                className="bg-white! text-primary-800! hover:bg-primary-50!"
              >
                <LocaleLink to="/listing/create">
                  {t('landing.owner-cta.primary')}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </LocaleLink>
              </Button>
              <Button asChild size="lg" variant="ghost" className="text-white! hover:bg-white/10!">
                <LocaleLink to="/help/rental-process">{t('landing.owner-cta.secondary')}</LocaleLink>
              </Button>
            </div>
          </div>
          <CityBikeIllustration className="relative mx-auto hidden w-full max-w-sm lg:block" accent="#fde68a" />
        </div>
      </Container>
    </section>
  );
}

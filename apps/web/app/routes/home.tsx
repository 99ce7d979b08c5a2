import { Categories } from '../features/landing/categories';
import { Countries } from '../features/landing/countries';
import { Hero } from '../features/landing/hero';
import { HowItWorks } from '../features/landing/how-it-works';
import { OwnerCta } from '../features/landing/owner-cta';
import { Trust } from '../features/landing/trust';

export default function Home() {
  return (
    <>
      <Hero />
      <Categories />
      <HowItWorks />
      <Trust />
      <Countries />
      <OwnerCta />
    </>
  );
}

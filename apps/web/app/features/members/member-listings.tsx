import type { PublicListingSummary } from '@biclou/contracts/listings';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { ListingCard } from '../../components/listing-card';

/** The member's live listings, under the profile card. */
export function MemberListings({
  firstname,
  listings,
}: {
  firstname: string;
  listings: readonly PublicListingSummary[];
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="member-listings" className="mt-12">
      <h2 id="member-listings" className="text-xl font-semibold tracking-tight text-neutral-900 dark:text-white">
        {t('member.listings', { name: firstname })}
      </h2>
      {listings.length ? (
        <ul className="mt-5 grid gap-x-5 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {listings.map((l) => (
            <li key={l.id}>
              <ListingCard variant="tile" listing={l} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-neutral-500 dark:text-neutral-400">{t('member.no-listings')}</p>
      )}
    </section>
  );
}

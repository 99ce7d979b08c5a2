import type { HistoryReasonCode } from '@biclou/domain/booking-history-reasons';
import type { MailLocale } from '../../../platform/mail/mailer';

/** The reason codes in email wording (the site's are in apps/web/public/app/lang, `bookings.history-reasons`). */
export const REASON_TEXTS: Record<MailLocale, Record<HistoryReasonCode, string>> = {
  en: {
    request_not_answered: 'The owner did not answer in time.',
    payment_not_made: 'The booking was not paid in time.',
    rental_started: 'The rental started.',
    rental_ended: 'The rental ended.',
    other_request_accepted: 'Another request for these dates was accepted.',
    instant: 'Accepted at once: the renter meets the listing’s instant booking conditions.',
    deposit_declined: 'The deposit hold on the renter’s card was declined: the owner refused the handover.',
    bike_not_as_described: 'The bike was not as described',
    bike_damaged_or_unsafe: 'The bike was damaged or unsafe',
    owner_absent: 'The owner did not show up',
    accessories_missing: 'Accessories were missing',
    other: 'Another problem',
  },
  fr: {
    request_not_answered: 'Le propriétaire n’a pas répondu à temps.',
    payment_not_made: 'La réservation n’a pas été payée à temps.',
    rental_started: 'La location a commencé.',
    rental_ended: 'La location est terminée.',
    other_request_accepted: 'Une autre demande pour ces dates a été acceptée.',
    instant:
      'Acceptée immédiatement\u00a0: le locataire remplit les conditions de réservation instantanée de l’annonce.',
    deposit_declined:
      'Le blocage de la caution sur la carte du locataire a été refusé\u00a0: le propriétaire a refusé la remise du vélo.',
    bike_not_as_described: 'Le vélo ne correspondait pas à l’annonce',
    bike_damaged_or_unsafe: 'Le vélo était abîmé ou dangereux',
    owner_absent: 'Le propriétaire n’est pas venu',
    accessories_missing: 'Des accessoires manquaient',
    other: 'Un autre problème',
  },
};

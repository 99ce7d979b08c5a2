import type { DbOrTx } from './client';
import { pageTemplates } from './schema';

type TemplateSeed = Omit<typeof pageTemplates.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const HOW_IT_WORKS_EN = `## How it works
- Pick your dates and a bike that suits your ride.
- Send a request: the owner answers within 48 hours.
- Pay online once the owner accepts, then collect the bike at the agreed place.`;

const HOW_IT_WORKS_FR = `## Comment ça marche
- Choisissez vos dates et le vélo qui correspond à votre sortie.
- Envoyez une demande : le propriétaire répond sous 48 heures.
- Payez en ligne une fois la demande acceptée, puis récupérez le vélo au lieu convenu.`;

const OWNER_EN = 'Own a bike you rarely ride? List it for free on Biclou and earn up to 400 euros per month.';
const OWNER_FR =
  "Vous avez un vélo qui dort au garage ? Publiez votre annonce gratuitement sur Biclou et gagnez jusqu'à 400 euros par mois.";

/** The default wording of place pages; an admin edits it at /admin/seo/page-templates. */
export const DEFAULT_PAGE_TEMPLATES: TemplateSeed[] = [
  {
    kind: 'city',
    locale: 'en',
    title: 'Bike rental in {place}: {count} bikes from {min_price} a day',
    description:
      "Rent a bike in {place} from local owners: city bikes, e-bikes, cargo and kids' bikes. {count} bikes available from {min_price} a day, paid securely online.",
    h1: 'Bike rental in {place}',
    body: `Looking for a bike in {place}? Biclou puts you in touch with people and shops nearby who rent out their own bikes. {count} bikes are listed right now, from {min_price} a day.

${HOW_IT_WORKS_EN}

## Why rent from a neighbour
Bikes rented locally are often better kept and cheaper than at a rental counter, and you pick them up around the corner. Every payment goes through Biclou, and the owner is paid only after your rental.

${OWNER_EN}`,
  },
  {
    kind: 'city',
    locale: 'fr',
    title: 'Location de vélos à {place} : {count} vélos dès {min_price}/jour',
    description:
      'Louez un vélo à {place} auprès de particuliers et de pros : vélos de ville, électriques, cargos et vélos enfants. {count} vélos dès {min_price} par jour, paiement sécurisé.',
    h1: 'Location de vélos à {place}',
    body: `Besoin d'un vélo à {place} ? Biclou vous met en relation avec des particuliers et des loueurs près de chez vous. {count} vélos sont proposés en ce moment, dès {min_price} par jour.

${HOW_IT_WORKS_FR}

## Pourquoi louer près de chez vous
Un vélo loué dans le quartier est souvent mieux entretenu et moins cher qu'en agence, et vous le récupérez à deux pas. Chaque paiement passe par Biclou : le propriétaire n'est payé qu'après votre location.

${OWNER_FR}`,
  },
  {
    kind: 'department',
    locale: 'en',
    title: 'Bike rental in {place}: {count} bikes from {min_price} a day',
    description:
      'Find a bike to rent anywhere in {place}: {count} city bikes, e-bikes, mountain and cargo bikes from local owners, from {min_price} a day.',
    h1: 'Bike rental in {place}',
    body: `From town centres to country roads, {place} is best explored by bike. {count} bikes are available to rent across the area on Biclou, from {min_price} a day.

${HOW_IT_WORKS_EN}

## Bikes for every ride
Commuting, a weekend in the hills or a family outing: owners across {place} offer city bikes, e-bikes, mountain bikes, cargo bikes and trailers, often with helmets and locks included.

${OWNER_EN}`,
  },
  {
    kind: 'department',
    locale: 'fr',
    title: 'Location de vélos, {place} : {count} vélos dès {min_price}/jour',
    description:
      'Trouvez un vélo à louer partout sur le territoire {place} : {count} vélos de ville, électriques, VTT et cargos proposés par des particuliers, dès {min_price} par jour.',
    h1: 'Location de vélos : {place}',
    body: `Du centre-ville aux petites routes de campagne, le vélo est la meilleure façon de découvrir le territoire {place}. {count} vélos y sont à louer sur Biclou, dès {min_price} par jour.

${HOW_IT_WORKS_FR}

## Un vélo pour chaque sortie
Trajets quotidiens, week-end au vert ou balade en famille : les propriétaires proposent vélos de ville, vélos électriques, VTT, vélos cargos et remorques, souvent avec casque et antivol.

${OWNER_FR}`,
  },
  {
    kind: 'region',
    locale: 'en',
    title: 'Bike rental in {place}: {count} bikes to rent from {min_price} a day',
    description:
      'Rent a bike from local owners all over {place}: {count} bikes for city rides, touring and mountain trails, from {min_price} a day.',
    h1: 'Rent a bike in {place}',
    body: `Cycle routes, greenways and mountain passes: {place} has rides for every taste. Biclou lists {count} bikes across the region, rented out by their owners from {min_price} a day.

${HOW_IT_WORKS_EN}

## Explore the region
Pick a city or a department below to see the bikes closest to you, or search with your dates to see only the bikes that are free.

${OWNER_EN}`,
  },
  {
    kind: 'region',
    locale: 'fr',
    title: 'Location de vélos, {place} : {count} vélos dès {min_price}/jour',
    description:
      'Louez un vélo auprès de particuliers partout sur le territoire {place} : {count} vélos pour la ville, la randonnée et le VTT, dès {min_price} par jour.',
    h1: 'Louer un vélo : {place}',
    body: `Véloroutes, voies vertes et cols de montagne : le territoire {place} offre des sorties pour tous les goûts. Biclou y propose {count} vélos, loués par leurs propriétaires dès {min_price} par jour.

${HOW_IT_WORKS_FR}

## Explorer la région
Choisissez une ville ou un département ci-dessous pour voir les vélos les plus proches, ou lancez une recherche avec vos dates pour ne voir que les vélos disponibles.

${OWNER_FR}`,
  },
];

/** Inserts the default templates that are missing; never overwrites an admin's edits. */
export async function seedPageTemplates(db: DbOrTx) {
  await db.insert(pageTemplates).values(DEFAULT_PAGE_TEMPLATES).onConflictDoNothing();
}

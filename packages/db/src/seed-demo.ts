import { count, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { users } from './schema';

/** One password for every demo account; printed in the start banner, not on the common list. */
export const DEMO_PASSWORD = 'biclou-demo-2026';

type DemoUser = Omit<typeof users.$inferInsert, 'passwordHash' | 'email'> & { email: string };

/** An admin and members in the four countries, with verified emails and phones. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'admin@biclou.test',
    role: 'admin',
    firstname: 'Camille',
    lastname: 'Laurent',
    country: 'FR',
    phone: '+33612345678',
    city: 'Paris',
    postalCode: '75011',
    address: '12 rue Oberkampf',
    birthdate: '1987-03-14',
    spokenLanguages: ['fr', 'en'],
    locale: 'fr',
  },
  {
    email: 'lea.martin@biclou.test',
    firstname: 'Léa',
    lastname: 'Martin',
    country: 'FR',
    phone: '+33623456789',
    city: 'Lyon',
    postalCode: '69003',
    address: '48 cours Lafayette',
    birthdate: '1994-07-02',
    spokenLanguages: ['fr', 'en', 'es'],
    locale: 'fr',
    description: 'Cycliste du quotidien, je loue mon vélo de ville quand je pars en vacances.',
  },
  {
    email: 'thomas.dubois@biclou.test',
    firstname: 'Thomas',
    lastname: 'Dubois',
    country: 'FR',
    phone: '+33656123456',
    city: 'Bordeaux',
    postalCode: '33000',
    address: '7 quai des Chartrons',
    birthdate: '1982-11-23',
    spokenLanguages: ['fr', 'en'],
    locale: 'fr',
    isPro: true,
    siret: '81234567800013',
    website: 'https://cycles-dubois.example',
    description: 'Atelier Cycles Dubois : location de vélos électriques et cargos à Bordeaux.',
  },
  {
    email: 'luca.meier@biclou.test',
    firstname: 'Luca',
    lastname: 'Meier',
    country: 'CH',
    phone: '+41791234567',
    city: 'Genève',
    postalCode: '1205',
    address: 'Rue de Carouge 52',
    birthdate: '1990-05-09',
    spokenLanguages: ['fr', 'de', 'it', 'en'],
    locale: 'en',
  },
  {
    email: 'sophie.peeters@biclou.test',
    firstname: 'Sophie',
    lastname: 'Peeters',
    country: 'BE',
    phone: '+32470123456',
    city: 'Bruxelles',
    postalCode: '1050',
    address: 'Chaussée d’Ixelles 210',
    birthdate: '1985-09-30',
    spokenLanguages: ['nl', 'fr', 'en'],
    locale: 'fr',
    isPro: true,
    website: 'https://velo-peeters.example',
    description: 'Location de vélos cargo pour familles.',
  },
  {
    email: 'maxime.lambert@biclou.test',
    firstname: 'Maxime',
    lastname: 'Lambert',
    country: 'BE',
    phone: '+32485765432',
    city: 'Liège',
    postalCode: '4000',
    address: 'Rue Saint-Gilles 88',
    birthdate: '1998-01-17',
    spokenLanguages: ['fr', 'en'],
    locale: 'fr',
  },
  {
    email: 'anne.schmit@biclou.test',
    firstname: 'Anne',
    lastname: 'Schmit',
    country: 'LU',
    phone: '+352621123456',
    city: 'Luxembourg',
    postalCode: 'L-1931',
    address: '25 avenue de la Liberté',
    birthdate: '1979-12-05',
    spokenLanguages: ['lb', 'fr', 'de', 'en'],
    locale: 'en',
  },
];

interface SeedDemoOptions {
  /** The API's password hasher (argon2id); db cannot depend on it. */
  hashPassword(password: string): Promise<string>;
  now?: Date;
}

/**
 * Seeds the demo accounts, only into a database without any user (the first start), and
 * returns the demo accounts present afterwards, for the start banner.
 */
export async function seedDemo(db: Db, { hashPassword, now = new Date() }: SeedDemoOptions) {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(users);
  let seeded = false;
  if (n === 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const rows = DEMO_USERS.map((u) => ({
      ...u,
      passwordHash,
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
      termsAcceptedAt: now,
    }));
    // Several instances may start together on an empty database: the unique email index decides.
    const inserted = await db.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
    seeded = inserted.length > 0;
  }
  const present = await db
    .select({ email: users.email, role: users.role, country: users.country })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((u) => u.email),
      ),
    );
  const order = DEMO_USERS.map((u) => u.email);
  present.sort((a, b) => order.indexOf(a.email) - order.indexOf(b.email));
  return { seeded, accounts: present };
}

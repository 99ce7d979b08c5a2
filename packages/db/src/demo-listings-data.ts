import type { BikeStyle } from './bike-pictures';

/** Real cities of the four countries, with their centre, postal codes and a few real street names. */
export interface DemoCity {
  city: string;
  country: 'FR' | 'CH' | 'BE' | 'LU';
  lat: number;
  lng: number;
  postalCodes: readonly string[];
  streets: readonly string[];
  /** Demo account e-mails that list bikes here. */
  owners: readonly string[];
}

const FR_OWNERS = ['lea.martin@biclou.test', 'thomas.dubois@biclou.test', 'admin@biclou.test'];
export const DEMO_CITIES: readonly DemoCity[] = [
  { city: 'Paris', country: 'FR', lat: 48.85341, lng: 2.3488, postalCodes: ['75011', '75018', '75005', '75010'], streets: ['rue Oberkampf', 'rue des Martyrs', 'rue Mouffetard', 'quai de Valmy'], owners: FR_OWNERS },
  { city: 'Lyon', country: 'FR', lat: 45.74846, lng: 4.84671, postalCodes: ['69003', '69001', '69007'], streets: ['cours Lafayette', 'rue de la République', 'avenue Jean Jaurès'], owners: ['lea.martin@biclou.test'] },
  { city: 'Villeurbanne', country: 'FR', lat: 45.76601, lng: 4.8795, postalCodes: ['69100'], streets: ['cours Émile Zola', 'rue Francis de Pressensé'], owners: ['lea.martin@biclou.test'] },
  { city: 'Marseille', country: 'FR', lat: 43.29695, lng: 5.38107, postalCodes: ['13001', '13006', '13007'], streets: ['La Canebière', 'rue Paradis', 'corniche Kennedy'], owners: FR_OWNERS },
  { city: 'Bordeaux', country: 'FR', lat: 44.84044, lng: -0.5805, postalCodes: ['33000', '33300'], streets: ['quai des Chartrons', 'cours Victor Hugo', 'rue Sainte-Catherine'], owners: ['thomas.dubois@biclou.test'] },
  { city: 'Nantes', country: 'FR', lat: 47.21725, lng: -1.55336, postalCodes: ['44000', '44100'], streets: ['rue Crébillon', 'quai de la Fosse'], owners: FR_OWNERS },
  { city: 'Lille', country: 'FR', lat: 50.63297, lng: 3.05858, postalCodes: ['59000', '59800'], streets: ['rue de Béthune', 'rue Nationale'], owners: FR_OWNERS },
  { city: 'Strasbourg', country: 'FR', lat: 48.58392, lng: 7.74553, postalCodes: ['67000'], streets: ['rue du Vieux-Marché-aux-Poissons', 'quai des Bateliers'], owners: FR_OWNERS },
  { city: 'Toulouse', country: 'FR', lat: 43.60426, lng: 1.44367, postalCodes: ['31000', '31300'], streets: ['rue d’Alsace-Lorraine', 'allées Jean Jaurès'], owners: FR_OWNERS },
  { city: 'Annecy', country: 'FR', lat: 45.90878, lng: 6.12565, postalCodes: ['74000'], streets: ['avenue d’Albigny', 'rue Royale'], owners: ['lea.martin@biclou.test'] },
  { city: 'Grenoble', country: 'FR', lat: 45.16667, lng: 5.71667, postalCodes: ['38000'], streets: ['cours Berriat', 'place Grenette'], owners: ['lea.martin@biclou.test'] },
  { city: 'Genève', country: 'CH', lat: 46.20222, lng: 6.14569, postalCodes: ['1205', '1201', '1207'], streets: ['rue de Carouge', 'rue du Mont-Blanc', 'rue des Eaux-Vives'], owners: ['luca.meier@biclou.test'] },
  { city: 'Lausanne', country: 'CH', lat: 46.516, lng: 6.63282, postalCodes: ['1003', '1006'], streets: ['rue de Bourg', 'avenue d’Ouchy'], owners: ['luca.meier@biclou.test'] },
  { city: 'Zürich', country: 'CH', lat: 47.36667, lng: 8.55, postalCodes: ['8001', '8004'], streets: ['Bahnhofstrasse', 'Langstrasse'], owners: ['luca.meier@biclou.test'] },
  { city: 'Bern', country: 'CH', lat: 46.94809, lng: 7.44744, postalCodes: ['3011'], streets: ['Kramgasse', 'Marktgasse'], owners: ['luca.meier@biclou.test'] },
  { city: 'Bruxelles', country: 'BE', lat: 50.85045, lng: 4.34878, postalCodes: ['1050', '1000', '1060'], streets: ['chaussée d’Ixelles', 'rue Haute', 'chaussée de Waterloo'], owners: ['sophie.peeters@biclou.test', 'maxime.lambert@biclou.test'] },
  { city: 'Liège', country: 'BE', lat: 50.63373, lng: 5.56749, postalCodes: ['4000', '4020'], streets: ['rue Saint-Gilles', 'boulevard de la Sauvenière'], owners: ['maxime.lambert@biclou.test'] },
  { city: 'Gent', country: 'BE', lat: 51.05, lng: 3.71667, postalCodes: ['9000'], streets: ['Veldstraat', 'Korenmarkt'], owners: ['sophie.peeters@biclou.test'] },
  { city: 'Antwerpen', country: 'BE', lat: 51.22047, lng: 4.40026, postalCodes: ['2000', '2018'], streets: ['Meir', 'De Keyserlei'], owners: ['sophie.peeters@biclou.test'] },
  { city: 'Namur', country: 'BE', lat: 50.4669, lng: 4.86746, postalCodes: ['5000'], streets: ['rue de Fer', 'boulevard d’Omalius'], owners: ['maxime.lambert@biclou.test'] },
  { city: 'Luxembourg', country: 'LU', lat: 49.61167, lng: 6.13, postalCodes: ['1931', '2449', '1611'], streets: ['avenue de la Liberté', 'boulevard Royal', 'avenue de la Gare'], owners: ['anne.schmit@biclou.test'] },
  { city: 'Esch-sur-Alzette', country: 'LU', lat: 49.49583, lng: 5.98056, postalCodes: ['4001', '4050'], streets: ['rue de l’Alzette', 'boulevard Kennedy'], owners: ['anne.schmit@biclou.test'] },
];

/** One kind of bike a demo listing can be: category and sub-category slugs, size code, daily price in euros. */
export interface DemoBike {
  category: string;
  sub: string;
  brand: string;
  model: string;
  size: string;
  elec: boolean;
  eurPerDay: number;
  style: BikeStyle;
  fr: string;
  en: string;
}

export const DEMO_BIKES: readonly DemoBike[] = [
  { category: 'city', sub: 'urban', brand: 'Gazelle', model: 'Orange C7', size: 'M', elec: false, eurPerDay: 12, style: 'city', fr: 'Vélo de ville confortable, 7 vitesses, garde-boue et porte-bagages. Idéal pour découvrir la ville.', en: 'Comfortable city bike with 7 gears, mudguards and a rack. Perfect to explore the city.' },
  { category: 'city', sub: 'urban', brand: 'Peugeot', model: 'LC01 N7', size: 'S', elec: false, eurPerDay: 10, style: 'city', fr: 'Petit cadre, position droite, panier à l’avant pour les courses.', en: 'Small frame, upright position, front basket for the shopping.' },
  { category: 'city', sub: 'urban', brand: 'VanMoof', model: 'S3', size: 'M', elec: true, eurPerDay: 28, style: 'city', fr: 'Vélo électrique urbain, autonomie de 60 à 150 km, antivol intégré.', en: 'Urban e-bike, 60 to 150 km of range, built-in lock.' },
  { category: 'city', sub: 'dutch', brand: 'Batavus', model: 'Diva', size: 'L', elec: false, eurPerDay: 11, style: 'city', fr: 'Un vrai vélo hollandais : robuste, élégant et increvable.', en: 'A true Dutch bike: sturdy, elegant and nearly indestructible.' },
  { category: 'city', sub: 'single-speed', brand: 'Cinelli', model: 'Gazzetta', size: 'L', elec: false, eurPerDay: 15, style: 'road', fr: 'Single speed léger et nerveux, parfait pour la ville plate.', en: 'Light and lively single speed, made for flat cities.' },
  { category: 'road', sub: 'race', brand: 'Specialized', model: 'Tarmac SL7', size: 'M', elec: false, eurPerDay: 45, style: 'road', fr: 'Vélo de course carbone, groupe Ultegra Di2. Pédales non fournies.', en: 'Carbon race bike with Ultegra Di2. Pedals not included.' },
  { category: 'road', sub: 'race', brand: 'Canyon', model: 'Ultimate CF SL 8', size: 'L', elec: false, eurPerDay: 38, style: 'road', fr: 'Léger, rigide et très bien entretenu. Révision faite ce printemps.', en: 'Light, stiff and well looked after. Serviced this spring.' },
  { category: 'road', sub: 'endurance', brand: 'Cannondale', model: 'Synapse Carbon 3', size: 'M', elec: false, eurPerDay: 32, style: 'road', fr: 'Géométrie endurance, freins à disque, idéal pour les cols.', en: 'Endurance geometry and disc brakes, great for mountain passes.' },
  { category: 'road', sub: 'race', brand: 'Look', model: '785 Huez', size: 'S', elec: false, eurPerDay: 35, style: 'road', fr: 'Grimpeur français, 7 kg, pour les sorties à la journée.', en: 'French climbing bike, 7 kg, for long day rides.' },
  { category: 'mountain', sub: 'trail', brand: 'Scott', model: 'Spark 930', size: 'L', elec: false, eurPerDay: 40, style: 'mountain', fr: 'VTT tout-suspendu 120 mm, joueur et efficace en montée.', en: 'Full-suspension 120 mm trail bike, playful and efficient uphill.' },
  { category: 'mountain', sub: 'enduro', brand: 'Commencal', model: 'Meta TR', size: 'M', elec: false, eurPerDay: 48, style: 'mountain', fr: 'Enduro costaud pour les bike parks et les descentes engagées.', en: 'Tough enduro bike for bike parks and steep descents.' },
  { category: 'mountain', sub: 'trail', brand: 'Lapierre', model: 'Overvolt TR 3.5', size: 'L', elec: true, eurPerDay: 55, style: 'mountain', fr: 'VTT électrique moteur Bosch, batterie 625 Wh : les montées deviennent un jeu.', en: 'Electric mountain bike with a Bosch motor and 625 Wh battery: climbs become a game.' },
  { category: 'mountain', sub: 'cross-country', brand: 'Rockrider', model: 'XC 100', size: 'M', elec: false, eurPerDay: 22, style: 'mountain', fr: 'Semi-rigide fiable pour les chemins et la forêt.', en: 'Reliable hardtail for trails and forest paths.' },
  { category: 'gravel', sub: 'bikepacking', brand: 'Canyon', model: 'Grizl CF SL 7', size: 'M', elec: false, eurPerDay: 36, style: 'gravel', fr: 'Gravel prêt pour le bikepacking, nombreux points de fixation.', en: 'Gravel bike ready for bikepacking, lots of mounting points.' },
  { category: 'gravel', sub: 'gravel-race', brand: 'Specialized', model: 'Diverge Comp', size: 'L', elec: false, eurPerDay: 34, style: 'gravel', fr: 'Suspension Future Shock, pneus 42 mm : confortable partout.', en: 'Future Shock suspension and 42 mm tyres: comfortable anywhere.' },
  { category: 'gravel', sub: 'cyclocross', brand: 'Orbea', model: 'Terra H30', size: 'S', elec: false, eurPerDay: 26, style: 'gravel', fr: 'Polyvalent, pour la route comme pour les chemins blancs.', en: 'Versatile, for roads and gravel tracks alike.' },
  { category: 'gravel', sub: 'gravel-race', brand: 'Cannondale', model: 'Topstone Neo', size: 'L', elec: true, eurPerDay: 42, style: 'gravel', fr: 'Gravel électrique pour aller loin sans compter.', en: 'Electric gravel bike to ride far without counting.' },
  { category: 'cargo', sub: 'longtail', brand: 'Tern', model: 'GSD S10', size: 'ONE', elec: true, eurPerDay: 50, style: 'cargo', fr: 'Longtail électrique, deux enfants à l’arrière ou les courses de la semaine.', en: 'Electric longtail: two kids on the back or a week of groceries.' },
  { category: 'cargo', sub: 'front-box', brand: 'Urban Arrow', model: 'Family', size: 'ONE', elec: true, eurPerDay: 58, style: 'cargo', fr: 'Biporteur électrique avec caisse, banquette et ceintures pour deux enfants.', en: 'Electric box bike with bench and belts for two children.' },
  { category: 'cargo', sub: 'front-box', brand: 'Babboe', model: 'City', size: 'ONE', elec: false, eurPerDay: 35, style: 'cargo', fr: 'Biporteur sans assistance, pour les quartiers plats.', en: 'Box bike without assistance, for flat neighbourhoods.' },
  { category: 'cargo', sub: 'longtail', brand: 'Yuba', model: 'Spicy Curry', size: 'ONE', elec: true, eurPerDay: 45, style: 'cargo', fr: 'Longtail robuste avec sacoches latérales géantes.', en: 'Sturdy longtail with giant side bags.' },
  { category: 'kids', sub: 'balance', brand: 'Strider', model: '12 Sport', size: 'W12', elec: false, eurPerDay: 8, style: 'kids', fr: 'Draisienne légère pour apprendre l’équilibre dès 18 mois.', en: 'Light balance bike to learn balance from 18 months.' },
  { category: 'kids', sub: 'kids-bike', brand: 'Woom', model: '4', size: 'W20', elec: false, eurPerDay: 10, style: 'kids', fr: 'Vélo enfant ultra-léger, 6 à 8 ans.', en: 'Ultra-light kids’ bike for 6 to 8 year olds.' },
  { category: 'kids', sub: 'junior', brand: 'Frog', model: '62', size: 'W24', elec: false, eurPerDay: 9, style: 'kids', fr: 'Pour les 8-11 ans, 8 vitesses, parfait en vacances.', en: 'For ages 8 to 11, 8 gears, perfect for holidays.' },
  { category: 'folding', sub: 'compact', brand: 'Brompton', model: 'C Line Explore', size: 'ONE', elec: false, eurPerDay: 18, style: 'folding', fr: 'Le pliant de référence, se glisse dans le train.', en: 'The reference folding bike, fits on the train.' },
  { category: 'folding', sub: 'travel', brand: 'Tern', model: 'Vektron Q9', size: 'ONE', elec: true, eurPerDay: 30, style: 'folding', fr: 'Pliant électrique, parfait pour les trajets mixtes.', en: 'Electric folding bike, perfect for mixed commutes.' },
  { category: 'tandem', sub: 'family-tandem', brand: 'Circe', model: 'Helios', size: 'L', elec: false, eurPerDay: 40, style: 'tandem', fr: 'Tandem familial réglable, adulte + enfant dès 4 ans.', en: 'Adjustable family tandem, adult plus child from age 4.' },
  { category: 'bmx', sub: 'freestyle', brand: 'Mongoose', model: 'Legion L100', size: 'ONE', elec: false, eurPerDay: 12, style: 'bmx', fr: 'BMX freestyle avec pegs, pour le skatepark.', en: 'Freestyle BMX with pegs, for the skatepark.' },
  { category: 'accessories', sub: 'child-trailer', brand: 'Thule', model: 'Chariot Cross 2', size: 'ONE', elec: false, eurPerDay: 12, style: 'trailer', fr: 'Remorque deux places, suspendue, convertible en poussette.', en: 'Two-seat suspended trailer that converts into a stroller.' },
  { category: 'accessories', sub: 'cargo-trailer', brand: 'Burley', model: 'Coho XC', size: 'ONE', elec: false, eurPerDay: 10, style: 'trailer', fr: 'Remorque mono-roue pour le bikepacking.', en: 'Single-wheel trailer for bikepacking.' },
];

export const DEMO_ACCESSORIES = [
  { fr: 'Antivol U', en: 'U-lock', cents: 0 },
  { fr: 'Casque', en: 'Helmet', cents: 0 },
  { fr: 'Siège enfant', en: 'Child seat', cents: 300 },
  { fr: 'Sacoches', en: 'Panniers', cents: 200 },
  { fr: 'Éclairage', en: 'Lights', cents: 0 },
  { fr: 'Batterie supplémentaire', en: 'Spare battery', cents: 500 },
  { fr: 'Porte-téléphone', en: 'Phone mount', cents: 100 },
] as const;

export const FRAME_COLORS = ['#dc2626', '#2563eb', '#16a34a', '#f59e0b', '#7c3aed', '#0891b2', '#db2777', '#1f2937', '#ea580c', '#65a30d'] as const;

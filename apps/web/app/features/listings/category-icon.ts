import {
  Baby,
  Bike,
  Building,
  Caravan,
  Gauge,
  Minimize2,
  Mountain,
  Package,
  Route,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  city: Building,
  road: Gauge,
  mountain: Mountain,
  gravel: Route,
  cargo: Package,
  kids: Baby,
  folding: Minimize2,
  tandem: Users,
  bmx: Zap,
  accessories: Caravan,
  trailers: Caravan,
};

/** An icon per category slug (reference data an admin may extend: unknown slugs get a bike). */
export function categoryIcon(slug: string): LucideIcon {
  return ICONS[slug] ?? ICONS[slug.split('-')[0] ?? ''] ?? Bike;
}

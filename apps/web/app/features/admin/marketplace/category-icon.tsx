import {
  Baby,
  Bike,
  Map,
  Mountain,
  Package,
  Route,
  Sun,
  Tent,
  Trophy,
  Truck,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/** The icons an admin can give a category (CATEGORY_ICONS in contracts/admin-marketplace.ts). */
const CATEGORY_ICON_COMPONENTS: Record<string, LucideIcon> = {
  bike: Bike,
  mountain: Mountain,
  route: Route,
  zap: Zap,
  baby: Baby,
  package: Package,
  truck: Truck,
  map: Map,
  tent: Tent,
  sun: Sun,
  wrench: Wrench,
  trophy: Trophy,
};

export function CategoryIcon({ name, className }: { name: string | null; className?: string }) {
  const Icon = (name && CATEGORY_ICON_COMPONENTS[name]) || Bike;
  return <Icon className={className} aria-hidden="true" />;
}

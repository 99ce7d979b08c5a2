import { Laptop, Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';

/** An icon from the device name the API derives from the user agent ("Firefox on Android"). */
export function deviceIcon(name: string): LucideIcon {
  const n = name.toLowerCase();
  if (/ipad|tablet/.test(n)) return Tablet;
  if (/iphone|android|mobile|phone/.test(n)) return Smartphone;
  if (/mac|windows|linux|chrome ?os/.test(n)) return Laptop;
  return Monitor;
}

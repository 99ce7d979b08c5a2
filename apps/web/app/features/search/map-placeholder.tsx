import { LocateFixed, MapPin } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';

const PINS = [
  { x: 22, y: 30 },
  { x: 48, y: 22 },
  { x: 63, y: 48 },
  { x: 35, y: 62 },
  { x: 76, y: 28 },
  { x: 55, y: 75 },
];

/** Drawn map (no tiles, no network) with the "search in this area" action of spec §2. */
export function MapPlaceholder() {
  const { t } = useTranslation();
  return (
    <div
      className="relative h-full min-h-80 overflow-hidden bg-[#e8f1ea] dark:bg-[#0f1a14]"
      role="img"
      aria-label={t('search.map-label')}
    >
      <svg
        className="absolute inset-0 h-full w-full"
        preserveAspectRatio="none"
        viewBox="0 0 100 100"
        aria-hidden="true"
      >
        <path
          d="M-5 70 C 20 60, 35 80, 60 65 S 90 55, 105 62"
          stroke="#a7d3f5"
          strokeWidth="3.5"
          fill="none"
          className="dark:stroke-[#1e3a52]"
        />
        <path
          d="M10 0 L 30 100 M 0 40 L 100 30 M 70 0 L 60 100 M 0 85 L 100 90"
          stroke="#ffffff"
          strokeWidth="1.4"
          className="dark:stroke-[#24352b]"
        />
        <path d="M45 0 L 40 100 M 0 15 L 100 10" stroke="#ffffff" strokeWidth="0.7" className="dark:stroke-[#24352b]" />
        <rect x="72" y="62" width="16" height="14" rx="2" fill="#cfe8d4" className="dark:fill-[#16261c]" />
        <rect x="8" y="45" width="12" height="10" rx="2" fill="#cfe8d4" className="dark:fill-[#16261c]" />
      </svg>
      {PINS.map((p, i) => (
        <span
          key={i}
          className="absolute -translate-x-1/2 -translate-y-full"
          style={{ left: `${p.x}%`, top: `${p.y}%` }}
        >
          <MapPin className="size-8 fill-primary-600 text-white drop-shadow-md" aria-hidden="true" />
        </span>
      ))}
      <button
        type="button"
        disabled
        className="absolute top-4 left-1/2 inline-flex -translate-x-1/2 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-neutral-800 shadow-lg disabled:cursor-not-allowed dark:bg-neutral-900 dark:text-neutral-100"
      >
        <LocateFixed className="size-4" aria-hidden="true" />
        {t('search.search-this-area')}
      </button>
    </div>
  );
}

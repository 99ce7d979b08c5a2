import { cn } from '../../lib/cn';

const SPOKES = [0, 30, 60, 90, 120, 150];

function Wheel({ cx, cy, tire, rim }: { cx: number; cy: number; tire: string; rim: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r="50" fill="none" stroke={tire} strokeWidth="10" />
      <circle cx={cx} cy={cy} r="42" fill="none" stroke={rim} strokeWidth="2.5" opacity="0.9" />
      {SPOKES.map((a) => {
        const rad = (a * Math.PI) / 180;
        const dx = Math.cos(rad) * 41;
        const dy = Math.sin(rad) * 41;
        return (
          <line
            key={a}
            x1={cx - dx}
            y1={cy - dy}
            x2={cx + dx}
            y2={cy + dy}
            stroke={rim}
            strokeWidth="1.2"
            opacity="0.7"
          />
        );
      })}
      <circle cx={cx} cy={cy} r="5" fill={rim} />
    </g>
  );
}

interface BikeIllustrationProps {
  className?: string;
  frame?: string;
  tire?: string;
  rim?: string;
  accent?: string;
  /** Draw the ground shadow and a few leaves (hero), or the bike alone. */
  scenery?: boolean;
}

/** A step-through city bike with a front basket: the site's hero image, drawn inline (no network). */
export function CityBikeIllustration({
  className,
  frame = '#ffffff',
  tire = '#0b1f16',
  rim = '#d8fbe7',
  accent = '#fbbf24',
  scenery = true,
}: BikeIllustrationProps) {
  return (
    <svg viewBox="0 0 480 300" className={cn('h-auto', className)} role="img" aria-hidden="true" focusable="false">
      {scenery && <ellipse cx="245" cy="268" rx="200" ry="12" fill="#000" opacity="0.15" />}
      <Wheel cx={130} cy={208} tire={tire} rim={rim} />
      <Wheel cx={352} cy={208} tire={tire} rim={rim} />
      <g fill="none" stroke={frame} strokeLinecap="round" strokeLinejoin="round">
        {/* chain stay, seat stay, seat tube, step-through down tube, fork */}
        <path d="M130 208 L232 214" strokeWidth="9" />
        <path d="M130 208 L206 124" strokeWidth="8" />
        <path d="M232 214 L200 110" strokeWidth="10" />
        <path d="M232 214 C 262 200, 300 170, 318 134" strokeWidth="11" />
        <path d="M318 134 L352 208" strokeWidth="9" />
        {/* stem and swept-back handlebar */}
        <path d="M318 134 L312 98" strokeWidth="8" />
        <path d="M312 98 C 300 90, 286 92, 276 100" strokeWidth="7" />
      </g>
      {/* mudguards */}
      <path
        d="M86 190 A 50 50 0 0 1 168 168"
        fill="none"
        stroke={frame}
        strokeWidth="5"
        strokeLinecap="round"
        opacity="0.9"
      />
      <path
        d="M312 170 A 50 50 0 0 1 396 186"
        fill="none"
        stroke={frame}
        strokeWidth="5"
        strokeLinecap="round"
        opacity="0.9"
      />
      {/* saddle */}
      <path d="M178 104 C 190 96, 214 96, 226 102 C 218 112, 190 112, 178 104 Z" fill={tire} />
      {/* grip */}
      <circle cx="274" cy="101" r="6" fill={tire} />
      {/* chainring and crank */}
      <circle cx="232" cy="214" r="16" fill="none" stroke={tire} strokeWidth="5" />
      <path d="M232 214 L246 238" stroke={tire} strokeWidth="6" strokeLinecap="round" />
      <rect x="238" y="236" width="20" height="6" rx="3" fill={tire} />
      {/* basket with flowers */}
      <g>
        <path d="M324 96 L392 96 L384 140 L330 140 Z" fill={accent} />
        <path d="M330 108 H388 M332 120 H386 M334 132 H385" stroke="#000" strokeOpacity="0.15" strokeWidth="2" />
        <path d="M344 96 V140 M358 96 V140 M372 96 V140" stroke="#000" strokeOpacity="0.12" strokeWidth="2" />
        <circle cx="340" cy="84" r="10" fill="#f472b6" />
        <circle cx="362" cy="78" r="12" fill="#fb7185" />
        <circle cx="382" cy="86" r="9" fill="#f9a8d4" />
        <path d="M348 92 C 352 80, 360 74, 368 72" stroke="#16a34a" strokeWidth="3" fill="none" />
      </g>
      {/* front light */}
      <circle cx="320" cy="150" r="5" fill="#fde68a" />
    </svg>
  );
}

/**
 * The city bike in front of a sun and two hills: the picture of the landing page's hero and of the
 * place pages, drawn inside their green panel (which the caller draws). Decorative.
 */
export function CityBikeScene() {
  return (
    <>
      <svg
        aria-hidden="true"
        className="absolute inset-0 h-full w-full"
        viewBox="0 0 400 300"
        preserveAspectRatio="xMidYMid slice"
      >
        <circle cx="320" cy="70" r="30" fill="#fde68a" opacity="0.9" />
        <circle cx="320" cy="70" r="46" fill="#fde68a" opacity="0.15" />
        <path d="M0 200 C 70 170, 140 215, 220 190 S 350 150, 400 170 V300 H0 Z" fill="#ffffff" opacity="0.12" />
        <path d="M0 235 C 90 215, 170 250, 260 228 S 360 215, 400 225 V300 H0 Z" fill="#ffffff" opacity="0.14" />
      </svg>
      <CityBikeIllustration className="relative w-full" />
    </>
  );
}

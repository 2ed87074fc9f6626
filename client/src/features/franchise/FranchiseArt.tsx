/** Flat illustration: a city office with the brand's roof mark, linked to the Philippines by a route. */
export function FranchiseArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 380" width={480} height={380} className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="fr-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b6af6" stopOpacity=".5" />
          <stop offset="1" stopColor="#1e318a" stopOpacity="0" />
        </linearGradient>
      </defs>
      <circle cx="240" cy="190" r="172" fill="url(#fr-glow)" />
      {/* skyline */}
      <rect x="60" y="150" width="60" height="170" rx="6" fill="#1e35af" />
      <rect x="360" y="120" width="70" height="200" rx="6" fill="#1e35af" />
      <g fill="#608efa" opacity=".7">
        <rect x="74" y="168" width="12" height="12" rx="2" />
        <rect x="94" y="168" width="12" height="12" rx="2" />
        <rect x="74" y="192" width="12" height="12" rx="2" />
        <rect x="94" y="192" width="12" height="12" rx="2" />
        <rect x="376" y="140" width="14" height="12" rx="2" />
        <rect x="400" y="140" width="14" height="12" rx="2" />
        <rect x="376" y="166" width="14" height="12" rx="2" />
        <rect x="400" y="166" width="14" height="12" rx="2" />
      </g>
      {/* franchise office */}
      <rect x="130" y="150" width="220" height="170" rx="12" fill="#ffffff" />
      <path d="M118 160 240 84l122 76" fill="none" stroke="#fbbf24" strokeWidth="14" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="150" y="176" width="180" height="34" rx="8" fill="#1d3fd8" />
      <circle cx="170" cy="193" r="7" fill="#fbbf24" />
      <rect x="184" y="188" width="120" height="10" rx="5" fill="#bfd4fe" />
      <rect x="152" y="228" width="70" height="52" rx="6" fill="#dbe7fe" />
      <rect x="258" y="228" width="70" height="92" rx="6" fill="#0f1b46" />
      <circle cx="314" cy="276" r="4" fill="#fbbf24" />
      <circle cx="176" cy="254" r="9" fill="#f59e0b" />
      <path d="M162 280c0-10 6-16 14-16s14 6 14 16z" fill="#1e35af" />
      <circle cx="204" cy="254" r="9" fill="#1e318a" />
      <path d="M190 280c0-10 6-16 14-16s14 6 14 16z" fill="#fbbf24" />
      <rect x="40" y="318" width="400" height="6" rx="3" fill="#93b6fd" />
      {/* route to the Philippines */}
      <path d="M392 96c24-34 50-44 68-40" fill="none" stroke="#fcd34d" strokeWidth="3" strokeDasharray="6 7" strokeLinecap="round" />
      <g transform="translate(392 96)">
        <path d="M0 -26c-11 0-19 8-19 19 0 14 19 29 19 29s19-15 19-29c0-11-8-19-19-19z" fill="#fbbf24" />
        <circle cy="-7" r="7" fill="#0f1b46" />
      </g>
      <circle cx="460" cy="56" r="10" fill="#ffffff" />
    </svg>
  );
}

/** The Bandeja mark: a ball crossing a court line (the same drawing as public/favicon.svg). */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg className="logo" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#083C69" />
      <path d="M8 44 L56 44" stroke="#F8FAFC" strokeWidth="4" strokeLinecap="round" />
      <path d="M32 14 L32 44" stroke="#F8FAFC" strokeWidth="3" strokeLinecap="round" opacity="0.55" />
      <path
        d="M14 36 Q30 8 50 22"
        fill="none"
        stroke="#D7F205"
        strokeWidth="3"
        strokeDasharray="4 4"
        strokeLinecap="round"
      />
      <circle cx="48" cy="20" r="8" fill="#D7F205" />
      <path d="M42.5 15.5 Q48 20 42.8 25" fill="none" stroke="#0F172A" strokeWidth="1.5" opacity="0.5" />
    </svg>
  );
}

/** The academy's mark: a drum head seen from above, drawn inline so it costs no request. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="#b4232a" />
      <circle cx="20" cy="20" r="13" fill="none" stroke="#f6c343" strokeWidth="3" />
      <circle cx="20" cy="20" r="4.5" fill="#fff" />
      <path d="M6 9l10 9M34 9l-10 9" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

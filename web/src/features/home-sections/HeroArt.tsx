/** A snare drum with crossed sticks and a guard flag, drawn inline: no image request on the first paint. */
export function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 320 320" aria-hidden="true" focusable="false">
      <circle cx="160" cy="160" r="150" fill="rgb(255 255 255 / 6%)" />
      <circle
        cx="160"
        cy="160"
        r="118"
        fill="none"
        stroke="rgb(246 195 67 / 35%)"
        strokeWidth="2"
        strokeDasharray="6 10"
      />
      <path d="M214 40v150" stroke="#f6c343" strokeWidth="6" strokeLinecap="round" />
      <path d="M217 44c30 8 50-6 78 4v62c-28-10-48 4-78-4z" fill="#f6c343" />
      <path d="M217 60c24 6 40-4 62 2" stroke="#b4232a" strokeWidth="6" fill="none" strokeLinecap="round" />
      <ellipse cx="150" cy="196" rx="92" ry="26" fill="#fff" />
      <path d="M58 196v58c0 14 41 26 92 26s92-12 92-26v-58" fill="#b4232a" />
      <path d="M58 196c0 14 41 26 92 26s92-12 92-26" fill="none" stroke="#8a1a20" strokeWidth="4" />
      <path
        d="M66 214l24 56M104 224l20 54M146 226l4 54M190 222l-18 56M232 210l-24 60"
        stroke="#f6c343"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <ellipse cx="150" cy="196" rx="92" ry="26" fill="none" stroke="#e5e8eb" strokeWidth="6" />
      <path d="M70 96l110 92M232 96l-110 92" stroke="#fff" strokeWidth="8" strokeLinecap="round" />
      <circle cx="70" cy="96" r="9" fill="#fff" />
      <circle cx="232" cy="96" r="9" fill="#fff" />
    </svg>
  );
}

/** Tones: the announcement tones of shared/categories.ts and the event colours of docs/product.md#categories-and-badges. */
export type Tone =
  'primary' | 'dark' | 'mid' | 'amber' | 'darkgrey' | 'indigo' | 'blue' | 'purple' | 'red' | 'green' | 'gold';

export function Badge({ tone = 'primary', children }: { tone?: Tone | string; children: React.ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

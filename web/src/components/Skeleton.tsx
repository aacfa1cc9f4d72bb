/** A grey placeholder block; `count` repeats a shape while a list loads (counts: docs/product.md#business-constants). */
export function Skeleton({ className = '', style }: { className?: string; style?: React.CSSProperties }) {
  return <div className={`skeleton ${className}`} style={style} aria-hidden="true" />;
}

export function SkeletonList({
  count,
  render,
  label,
}: {
  count: number;
  render: (i: number) => React.ReactNode;
  label: string;
}) {
  return (
    <>
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, i) => render(i))}
    </>
  );
}

/**
 * A grey placeholder block; `count` repeats a shape while a list loads (counts: docs/product.md#business-constants).
 * `still`: for a place whose loading has not started (nothing is coming yet), so it does not shimmer.
 */
export function Skeleton({
  className = '',
  style,
  still = false,
}: {
  className?: string;
  style?: React.CSSProperties;
  still?: boolean;
}) {
  return <div className={`skeleton ${still ? 'skeleton--still ' : ''}${className}`} style={style} aria-hidden="true" />;
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

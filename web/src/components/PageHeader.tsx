/** The coloured band at the top of inner pages: eyebrow, h1 and an intro paragraph. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="page-header__inner">
        {eyebrow && <span className="page-header__eyebrow">{eyebrow}</span>}
        <h1>{title}</h1>
        {children && <div className="page-header__intro">{children}</div>}
      </div>
    </header>
  );
}

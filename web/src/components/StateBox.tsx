/** Empty and error states: a calm box with an optional heading and action. */
export function StateBox(props: {
  title?: string;
  text: string;
  action?: React.ReactNode;
  tone?: 'empty' | 'error';
  headingLevel?: 2 | 3;
}) {
  const { title, text, action, tone = 'empty', headingLevel = 3 } = props;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`state-box state-box--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      {title && <Heading>{title}</Heading>}
      <p>{text}</p>
      {action}
    </div>
  );
}

/** `text` with each `{name}` replaced by values[name] (unknown names are left as they are). */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, name: string) => values[name] ?? m);

/** The longest quote put in a mailto link: some mail clients refuse links of a few thousand characters. */
export const MAX_QUOTE_CHARS = 1500;

/**
 * The Reply link: the sender's address, 'Re: {subject}', and the original message quoted below
 * an empty first line for the answer (line breaks as CRLF, as mailto links want).
 */
export function replyMailto(m: { email: string; subject: string; name?: string; message?: string; when?: string }) {
  const to = encodeURIComponent(m.email).replace('%40', '@');
  let link = `mailto:${to}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`;
  if (m.message) {
    const original = m.message.length > MAX_QUOTE_CHARS ? `${m.message.slice(0, MAX_QUOTE_CHARS)}…` : m.message;
    const quoted = original
      .split(/\r?\n/)
      .map((line) => `> ${line}`)
      .join('\r\n');
    const who = m.name ? `${m.name} <${m.email}>` : m.email;
    const intro = m.when ? `On ${m.when}, ${who} wrote:` : `${who} wrote:`;
    link += `&body=${encodeURIComponent(`\r\n\r\n${intro}\r\n${quoted}`)}`;
  }
  return link;
}

/** The Reply link: the sender's address with 'Re: {subject}' filled in. */
export const replyMailto = (m: { email: string; subject: string }) =>
  `mailto:${encodeURIComponent(m.email).replace('%40', '@')}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`;

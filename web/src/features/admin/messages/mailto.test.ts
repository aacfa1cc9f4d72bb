import { describe, expect, it } from 'vitest';
import { MAX_QUOTE_CHARS, replyMailto } from './mailto';

describe('replyMailto', () => {
  it('addresses the sender and quotes the subject, encoded', () => {
    expect(replyMailto({ email: 'pat@example.com', subject: 'Fall & spring?' })).toBe(
      'mailto:pat@example.com?subject=Re%3A%20Fall%20%26%20spring%3F',
    );
  });

  it('quotes the original message below an empty line, each line with "> "', () => {
    const link = replyMailto({
      email: 'pat@example.com',
      name: 'Pat',
      subject: 'Sizes',
      message: 'Which size?\nThanks & bye',
      when: 'May 3, 2026',
    });
    const url = new URL(link);
    expect(url.searchParams.get('subject')).toBe('Re: Sizes');
    expect(url.searchParams.get('body')).toBe(
      '\r\n\r\nOn May 3, 2026, Pat <pat@example.com> wrote:\r\n> Which size?\r\n> Thanks & bye',
    );
  });

  it('cuts a very long original so the link stays short enough for mail clients', () => {
    const link = replyMailto({ email: 'a@b.org', subject: 'x', message: 'y'.repeat(10_000) });
    const body = new URL(link).searchParams.get('body')!;
    expect(body.endsWith('…')).toBe(true);
    expect(body.length).toBeLessThan(MAX_QUOTE_CHARS + 100);
  });
});

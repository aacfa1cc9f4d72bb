import { describe, expect, it } from 'vitest';
import { replyMailto } from './mailto';

describe('replyMailto', () => {
  it('addresses the sender and quotes the subject, encoded', () => {
    expect(replyMailto({ email: 'pat@example.com', subject: 'Fall & spring?' })).toBe(
      'mailto:pat@example.com?subject=Re%3A%20Fall%20%26%20spring%3F',
    );
  });
});

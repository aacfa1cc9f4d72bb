import { describe, expect, it } from 'vitest';
import { SUBSCRIBE_PAGES } from '@shared/routes';
import { manageLink } from './links';

describe('manageLink', () => {
  it('is the manage page the emails link to, with the token', () => {
    expect(SUBSCRIBE_PAGES.manage).toBe('/subscribe/manage');
    expect(manageLink('a.b+c')).toBe(`${SUBSCRIBE_PAGES.manage}?token=a.b%2Bc`);
  });
});

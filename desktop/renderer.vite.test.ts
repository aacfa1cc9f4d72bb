import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, DESKTOP_CSP } from './renderer.vite';

describe('desktop renderer Content-Security-Policy', () => {
  it('allows no http: image and no remote script', () => {
    const directives = Object.fromEntries(DESKTOP_CSP.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['img-src']).not.toContain('http:');
    expect(directives['img-src']).toContain('https:');
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it('is emitted first in <head>, before the first script, and only in builds', () => {
    const plugin = contentSecurityPolicy();
    expect(plugin.apply).toBe('build');
    const transform = plugin.transformIndexHtml as () => {
      tag: string;
      attrs: Record<string, string>;
      injectTo: string;
    }[];
    const [tag] = transform();
    expect(tag.injectTo).toBe('head-prepend');
    expect(tag.attrs['http-equiv']).toBe('Content-Security-Policy');
    expect(tag.attrs.content).toBe(DESKTOP_CSP);
  });
});

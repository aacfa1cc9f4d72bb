import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('PUBLIC_URL', () => {
  it('defaults to http://localhost:PORT; an origin is kept, a trailing slash dropped', () => {
    expect(readConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(readConfig({ PUBLIC_URL: 'https://Academy.example/' }).publicUrl).toBe('https://academy.example');
    expect(readConfig({ PUBLIC_URL: 'http://academy.example:8080' }).publicUrl).toBe('http://academy.example:8080');
  });
  it('anything but an http(s) origin stops start-up, naming the setting', () => {
    for (const v of [
      'academy.example',
      'ftp://academy.example',
      'https://academy.example/site',
      'https://a.example?x=1',
      'https://u:p@a.example',
      'https://a.example/#x',
    ])
      expect(() => readConfig({ PUBLIC_URL: v }), v).toThrow(ConfigError);
    expect(() => readConfig({ PUBLIC_URL: 'nope' })).toThrow(/PUBLIC_URL/);
  });
});

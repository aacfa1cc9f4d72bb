import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTION_FILES, formatVersion, migrateDataDir } from './migrations';
import { FORMAT_VERSION } from './formatVersion';
import { capturedLogger, startTestServer, tempDir } from '../testing/harness';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'v0');
const NOW = new Date('2026-01-15T12:00:00.000Z');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A copy of the format-0 fixture (its README left out) as a data folder. */
function v0DataDir() {
  const dir = tempDir('academy-migrate-');
  dirs.push(dir);
  fs.cpSync(FIXTURE, dir, { recursive: true, filter: (src) => path.basename(src) !== 'README.md' });
  return dir;
}
const read = (dir: string, name: string) => JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8'));

describe('migrating the oldest format (0: a plain array per file)', () => {
  it('the fixture really is format 0', () => {
    for (const name of COLLECTION_FILES) expect(formatVersion(read(FIXTURE, name)), name).toBe(0);
  });

  it(`brings every file to format ${FORMAT_VERSION} and keeps a copy of the files as they were`, async () => {
    const dir = v0DataDir();
    const lines: string[] = [];
    const report = await migrateDataDir(dir, { now: NOW, log: (l) => lines.push(l) });

    expect(report.migrated.map((m) => [path.basename(m.file), m.from, m.to]).sort()).toEqual(
      COLLECTION_FILES.map((n) => [`${n}.json`, 0, FORMAT_VERSION]).sort(),
    );
    expect(report.warnings).toEqual([]);
    expect(lines.some((l) => l.startsWith('migrate copy='))).toBe(true);
    // The copy: byte for byte the pre-migration files.
    expect(path.basename(report.copyDir!)).toBe('pre-migration-20260115T120000Z');
    for (const name of COLLECTION_FILES)
      expect(fs.readFileSync(path.join(report.copyDir!, `${name}.json`), 'utf8')).toBe(
        fs.readFileSync(path.join(FIXTURE, `${name}.json`), 'utf8'),
      );

    // Every file: {version, items}, every record with a string id, createdAt and updatedAt.
    for (const name of COLLECTION_FILES) {
      const doc = read(dir, name);
      expect(doc.version).toBe(FORMAT_VERSION);
      expect(doc.items).toHaveLength(read(FIXTURE, name).length);
      for (const r of doc.items) {
        expect(typeof r.id).toBe('string');
        expect(Date.parse(r.createdAt)).not.toBeNaN();
        if (name !== 'contactMessages' && name !== 'dataExports') expect(Date.parse(r.updatedAt)).not.toBeNaN();
      }
    }
    const [a1, a2] = read(dir, 'announcements').items;
    expect(a1).toMatchObject({
      id: '1735689600000',
      date: '2025-03-10',
      location: 'Lincoln Elementary Gym',
      category: 'performance',
    });
    expect(a2).toMatchObject({ id: '2', date: '2025-02-01', location: null, category: null });
    expect(read(dir, 'events').items[0]).toMatchObject({ description: null, category: 'drum' });
    const [g1, g2] = read(dir, 'galleryItems').items;
    expect(g1).toMatchObject({ videoUrl: null, description: 'The full ensemble on stage.', category: 'photos' });
    expect(g2).toMatchObject({ isVideo: true, description: null, category: 'drumLine' });
    // Records without createdAt keep their file order.
    expect(Date.parse(g1.createdAt)).toBeLessThan(Date.parse(g2.createdAt));
    expect(read(dir, 'instructors').items[0].imageUrl).toBeNull();
    expect(read(dir, 'contactMessages').items[0].createdAt).toBe('2025-01-05T10:00:00.000Z');
    const x = read(dir, 'dataExports').items[0];
    expect(x.fileSize).toBe(Buffer.byteLength(x.fileContent));

    // Running again changes nothing and makes no second copy.
    const again = await migrateDataDir(dir, { now: NOW });
    expect(again).toEqual({ migrated: [], copyDir: null, warnings: [] });
    expect(fs.readdirSync(dir).filter((n) => n.startsWith('pre-migration-'))).toHaveLength(1);
  });

  it('the server starts on a format-0 folder: migrates it, serves every record and the upload, seeds nothing', async () => {
    const dir = v0DataDir();
    const log = capturedLogger();
    const t = await startTestServer({ dataDir: dir, seed: 'demo', logger: log.logger });
    try {
      const token = await t.login();
      expect(log.messages().some((l) => /^migrate file=announcements\.json from=0 to=1 records=2$/.test(l))).toBe(true);
      const get = async (p: string) => {
        const res = await t.req(p, { token });
        expect(res.status, p).toBe(200);
        return res.json() as Promise<any[]>;
      };
      expect((await get('/api/announcements')).map((a) => a.title)).toEqual([
        'Spring Showcase',
        'Registration Reminder',
      ]);
      expect((await get('/api/events')).map((e) => e.id)).toEqual(['e1', 'e2']);
      expect((await get('/api/gallery')).map((g) => g.id)).toEqual(['g1', 'g2']);
      expect((await get('/api/instructors')).map((i) => i.id).sort()).toEqual(['i1', 'i2']);
      expect((await get('/api/contact')).map((c) => c.id)).toEqual(['c1']);
      // Contact messages moved on to one file per month; the one-file version kept aside.
      expect(fs.existsSync(path.join(dir, 'contactMessages.json'))).toBe(false);
      expect(fs.readdirSync(path.join(dir, 'contactMessages'))).toEqual(['2025-01.json']);
      expect(read(path.join(dir, 'contactMessages'), '2025-01').items.map((c: { id: string }) => c.id)).toEqual(['c1']);
      const kept = fs.readdirSync(dir).filter((n) => /^pre-migration-.*-months$/.test(n));
      expect(kept).toHaveLength(1);
      expect(read(path.join(dir, kept[0]), 'contactMessages').version).toBe(FORMAT_VERSION);
      expect((await get('/api/data-exports')).map((x) => x.id)).toEqual(['x1']);
      const img = await t.req('/uploads/v0photo.jpg', { token });
      expect(img.status).toBe(200);
      expect(
        Buffer.from(await img.arrayBuffer()).equals(fs.readFileSync(path.join(FIXTURE, 'uploads', 'v0photo.jpg'))),
      ).toBe(true);
      // The migrated records can be edited like any other.
      const put = await t.req('/api/announcements/2', {
        method: 'PUT',
        token,
        json: {
          title: 'Registration closes Friday',
          content: 'Summer camp.',
          date: '2025-02-01',
          location: null,
          category: null,
        },
      });
      expect(put.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('finishes a migration interrupted half-way, and leaves newer or damaged files alone', async () => {
    const dir = v0DataDir();
    await migrateDataDir(dir, { now: NOW });
    // As if the process had died before rewriting events.json and instructors.json:
    fs.copyFileSync(path.join(FIXTURE, 'events.json'), path.join(dir, 'events.json'));
    fs.copyFileSync(path.join(FIXTURE, 'instructors.json'), path.join(dir, 'instructors.json'));
    const later = await migrateDataDir(dir, { now: new Date(NOW.getTime() + 60_000) });
    expect(later.migrated.map((m) => path.basename(m.file)).sort()).toEqual(['events.json', 'instructors.json']);
    expect(read(dir, 'events').version).toBe(FORMAT_VERSION);

    const future = JSON.stringify({ version: FORMAT_VERSION + 1, items: [] });
    fs.writeFileSync(path.join(dir, 'events.json'), future);
    fs.writeFileSync(path.join(dir, 'instructors.json'), '[{"id": "broken"');
    const none = await migrateDataDir(dir);
    expect(none.migrated).toEqual([]);
    expect(fs.readFileSync(path.join(dir, 'events.json'), 'utf8')).toBe(future);
    expect(fs.readFileSync(path.join(dir, 'instructors.json'), 'utf8')).toBe('[{"id": "broken"');
  });
});

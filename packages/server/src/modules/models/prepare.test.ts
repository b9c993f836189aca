import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { Document, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { MeshoptDecoder } from 'meshoptimizer';
import { describe, expect, it } from 'vitest';
import { factoryModel, largeModel, modelBytes } from './generate.js';
import { ModelRefused, prepareModel } from './prepare.js';

/** A gradient RGB PNG of w × h (not one colour: prune would fold a solid texture into its factor). */
function png(w: number, h: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + w * 3);
  for (let x = 0; x < w * 3; x++) row[1 + x] = x & 255;
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const out = Buffer.concat([
    sig,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(out);
}

const readBack = async (bytes: Uint8Array) => {
  await MeshoptDecoder.ready;
  return new NodeIO()
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ 'meshopt.decoder': MeshoptDecoder })
    .readBinary(bytes);
};

describe('model preparation on the generated factory', () => {
  it('is the committed sample, byte for byte (the generator is deterministic)', async () => {
    const committed = readFileSync(new URL('../../../../../samples/factory.glb', import.meta.url));
    expect(Buffer.from(await modelBytes(factoryModel())).equals(committed)).toBe(true);
  });

  it('counts triangles, finds the repeated equipment, instances it and cuts draw calls', async () => {
    const r = await prepareModel({ kind: 'glb', bytes: await modelBytes(factoryModel()) });
    const { before, after } = r.report;
    // 20 boxes × 12, 6 tanks × 192, 3 pipes × 64, 8 pumps × 96, the chimney 96.
    expect(before.triangles).toBe(2448);
    expect(before.drawCalls).toBe(38);
    expect(before.instancedBatches).toBe(0);
    // Tanks, rack frames, pipes, pumps and motors become one batch each.
    expect(after.instancedBatches).toBe(5);
    expect(after.instances).toBe(6 + 4 + 3 + 8 + 8);
    expect(after.triangles).toBe(2448);
    expect(after.drawCalls).toBeLessThan(before.drawCalls / 2);
    expect(after.bytes).toBeLessThan(before.bytes);
    expect(r.report.steps).toEqual(['dedup', 'instance', 'weld', 'prune', 'meshopt']);
    expect(r.report.warnings).toEqual([]);

    const tanks = r.nodes.filter((n) => n.path.startsWith('Factory/TankFarm/Tank_'));
    expect(tanks).toHaveLength(6);
    expect(new Set(tanks.map((n) => n.fingerprint)).size).toBe(1);
    expect(r.nodes.find((n) => n.path === 'Factory/Chimney')?.fingerprint).not.toBe(tanks[0]!.fingerprint);

    const doc = await readBack(r.optimised);
    expect(
      doc
        .getRoot()
        .listExtensionsUsed()
        .map((e) => e.extensionName),
    ).toEqual(expect.arrayContaining(['EXT_mesh_gpu_instancing', 'EXT_meshopt_compression']));
    const batch = doc
      .getRoot()
      .listNodes()
      .find((n) =>
        (n.getExtras().tcInstancePaths as string[] | undefined)?.includes('Factory/TankFarm/Tank_03'),
      );
    expect(batch?.getExtras().tcInstancePaths).toEqual(tanks.map((n) => n.path));
    const chimney = doc
      .getRoot()
      .listNodes()
      .find((n) => n.getName() === 'Chimney');
    expect(chimney?.getExtras().tcPath).toBe('Factory/Chimney');
  });

  it('draws the large generated plant in at most 50 draw calls once prepared', async () => {
    const r = await prepareModel({ kind: 'glb', bytes: await modelBytes(largeModel()) });
    expect(r.report.before.triangles).toBeGreaterThanOrEqual(1_000_000);
    expect(r.report.before.meshes).toBeGreaterThanOrEqual(2000);
    expect(r.report.before.drawCalls).toBeGreaterThanOrEqual(2000);
    expect(r.report.after.drawCalls).toBeLessThanOrEqual(50);
    expect(r.report.after.triangles).toBe(r.report.before.triangles);
    expect(r.report.warnings.map((w) => w.code)).toEqual(['triangles']);
  }, 120_000);

  it('caps textures larger than 2048 pixels', async () => {
    const doc = factoryModel();
    const tex = doc.createTexture('big').setImage(png(4096, 8)).setMimeType('image/png');
    doc.getRoot().listMaterials()[0]!.setBaseColorTexture(tex);
    const r = await prepareModel({ kind: 'glb', bytes: await modelBytes(doc) });
    expect(r.report.before.maxTextureSize).toBe(4096);
    expect(r.report.after.maxTextureSize).toBe(2048);
    expect(r.report.steps).toContain('textures');
    expect(r.report.after.textureBytes).toBeLessThan(r.report.before.textureBytes);
  }, 60_000);

  it('refuses a model past 20 M triangles (a 10,000-triangle mesh placed 2,001 times) as too big', async () => {
    const doc = new Document();
    const buffer = doc.createBuffer();
    // Indexed: 10,000 triangles over three vertices keep the file and the node fingerprints cheap.
    const positions = doc
      .createAccessor()
      .setType('VEC3')
      .setArray(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]))
      .setBuffer(buffer);
    const indices = doc
      .createAccessor()
      .setType('SCALAR')
      .setArray(new Uint16Array(30_000).map((_, k) => k % 3))
      .setBuffer(buffer);
    const part = doc.createPrimitive().setAttribute('POSITION', positions).setIndices(indices);
    const mesh = doc.createMesh('part').addPrimitive(part);
    const scene = doc.createScene();
    for (let k = 0; k < 2_001; k++)
      scene.addChild(doc.createNode(`n${k}`).setMesh(mesh).setTranslation([k, 0, 0]));
    const refused = await prepareModel({ kind: 'glb', bytes: await modelBytes(doc) }).then(
      () => 'accepted',
      (e: unknown) => (e instanceof ModelRefused ? e.reason : String(e)),
    );
    expect(refused).toBe('tooBig');
  }, 120_000);

  it('refuses damaged files, files naming web addresses and models without meshes', async () => {
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => 'accepted',
        (e: unknown) => (e instanceof ModelRefused ? e.reason : String(e)),
      );
    const damaged = new Uint8Array(await modelBytes(factoryModel())).slice(0, 4000);
    expect(await reason(prepareModel({ kind: 'glb', bytes: damaged }))).toBe('corrupt');
    const gltf = (json: object) => ({
      kind: 'gltf' as const,
      json: new TextEncoder().encode(JSON.stringify(json)),
      resources: new Map(),
    });
    expect(
      await reason(
        prepareModel(
          gltf({
            asset: { version: '2.0' },
            buffers: [{ uri: 'http://169.254.169.254/x.bin', byteLength: 4 }],
          }),
        ),
      ),
    ).toBe('external');
    expect(await reason(prepareModel(gltf({ asset: { version: '2.0' }, nodes: [{ name: 'a' }] })))).toBe(
      'empty',
    );
    expect(await reason(prepareModel({ ...gltf({}), json: new TextEncoder().encode('{not json') }))).toBe(
      'corrupt',
    );
  });
});

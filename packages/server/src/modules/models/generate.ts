import { Document, Logger, NodeIO, type Material, type Node } from '@gltf-transform/core';
import { alongX, box, cylinder, type Shape } from './shapes.js';

/**
 * Sample models made in code, so demos, tests, the official case and the benchmark need no download
 * (docs/3d.md, "Models"). Both are deterministic: the same call writes the same bytes. Repeated equipment
 * is written the way exporters usually write it — every copy with its own mesh and its own vertex data —
 * so that upload preparation has real duplicates to find and instance.
 */
class ModelBuilder {
  readonly doc = new Document().setLogger(new Logger(Logger.Verbosity.WARN));
  private readonly buffer = this.doc.createBuffer();
  readonly scene = this.doc.createScene('Scene');
  private readonly materials = new Map<string, Material>();

  material(name: string, rgba: [number, number, number, number], metal = 0, rough = 0.8) {
    let m = this.materials.get(name);
    if (!m) {
      m = this.doc
        .createMaterial(name)
        .setBaseColorFactor(rgba)
        .setMetallicFactor(metal)
        .setRoughnessFactor(rough);
      this.materials.set(name, m);
    }
    return m;
  }

  /** A node with its own copy of the shape's vertex data (no sharing, as exporters write it). */
  mesh(name: string, shape: Shape, material: Material, at: [number, number, number] = [0, 0, 0]): Node {
    const acc = (type: 'VEC3' | 'SCALAR', array: Float32Array | Uint16Array | Uint32Array) =>
      this.doc.createAccessor().setType(type).setArray(array).setBuffer(this.buffer);
    const idx =
      shape.positions.length / 3 > 65535 ? new Uint32Array(shape.indices) : new Uint16Array(shape.indices);
    const prim = this.doc
      .createPrimitive()
      .setAttribute('POSITION', acc('VEC3', new Float32Array(shape.positions)))
      .setAttribute('NORMAL', acc('VEC3', new Float32Array(shape.normals)))
      .setIndices(acc('SCALAR', idx))
      .setMaterial(material);
    const mesh = this.doc.createMesh(name).addPrimitive(prim);
    return this.doc.createNode(name).setMesh(mesh).setTranslation(at);
  }

  group(name: string, parent: Node | null, at: [number, number, number] = [0, 0, 0]): Node {
    const n = this.doc.createNode(name).setTranslation(at);
    if (parent) parent.addChild(n);
    else this.scene.addChild(n);
    return n;
  }
}

const pad = (i: number) => String(i).padStart(2, '0');

/**
 * The factory sample: a floor and road, two workshops and an office, a tank farm, a pipe rack and rows
 * of pumps and motors — about 50 named nodes, with repeated tanks, rack frames, pumps and motors.
 */
export function factoryModel(): Document {
  const b = new ModelBuilder();
  const concrete = b.material('Concrete', [0.55, 0.56, 0.58, 1]);
  const asphalt = b.material('Asphalt', [0.18, 0.19, 0.2, 1]);
  const wall = b.material('Wall', [0.82, 0.84, 0.86, 1]);
  const roof = b.material('Roof', [0.2, 0.36, 0.55, 1], 0.3, 0.6);
  const steel = b.material('Steel', [0.75, 0.77, 0.8, 1], 0.8, 0.35);
  const pipe = b.material('Pipe', [0.85, 0.6, 0.15, 1], 0.5, 0.5);
  const pump = b.material('Pump', [0.9, 0.35, 0.1, 1], 0.3, 0.5);
  const motor = b.material('Motor', [0.1, 0.35, 0.75, 1], 0.4, 0.5);

  const root = b.group('Factory', null);
  const site = b.group('Site', root);
  site.addChild(b.mesh('Floor', box(120, 0.2, 80), concrete, [0, -0.2, 0]));
  site.addChild(b.mesh('Road', box(120, 0.05, 8), asphalt, [0, 0, 30]));

  const building = (name: string, at: [number, number, number], w: number, h: number, d: number) => {
    const g = b.group(name, root, at);
    g.addChild(b.mesh(`${name}_Walls`, box(w, h, d), wall));
    g.addChild(b.mesh(`${name}_Roof`, box(w + 1, 0.6, d + 1), roof, [0, h, 0]));
  };
  building('Workshop_A', [-35, 0, -15], 30, 10, 24);
  building('Workshop_B', [0, 0, -15], 30, 10, 24);
  building('Office', [40, 0, -20], 18, 14, 14);

  const tanks = b.group('TankFarm', root, [-40, 0, 12]);
  for (let i = 1; i <= 6; i++)
    tanks.addChild(
      b.mesh(`Tank_${pad(i)}`, cylinder(3, 9, 32, 2), steel, [
        ((i - 1) % 3) * 8,
        0,
        Math.floor((i - 1) / 3) * 8,
      ]),
    );

  const rack = b.group('PipeRack', root, [10, 0, 12]);
  for (let i = 1; i <= 4; i++)
    rack.addChild(b.mesh(`Rack_Frame_${pad(i)}`, box(0.6, 6, 4), steel, [(i - 1) * 10 - 15, 0, 0]));
  for (let i = 1; i <= 3; i++)
    rack.addChild(
      b.mesh(`Pipe_${pad(i)}`, alongX(cylinder(0.4, 34, 16), 34), pipe, [0, 4 + i * 0.6, (i - 2) * 1.2]),
    );

  const equipment = b.group('Equipment', root, [30, 0, 8]);
  for (let i = 1; i <= 8; i++) {
    const x = ((i - 1) % 4) * 5;
    const z = Math.floor((i - 1) / 4) * 6;
    equipment.addChild(b.mesh(`Pump_${pad(i)}`, cylinder(0.9, 1.6, 24), pump, [x, 0, z]));
    equipment.addChild(b.mesh(`Motor_${pad(i)}`, box(1.4, 1.2, 1.8), motor, [x + 2, 0, z]));
  }
  root.addChild(b.mesh('Chimney', cylinder(1.5, 30, 24), concrete, [55, 0, 15]));
  return b.doc;
}

export interface LargeModelOptions {
  /** Kinds of repeated equipment and copies of each (defaults: 16 × 128 = 2,048 meshes). */
  kinds?: number;
  copies?: number;
}

/**
 * A large plant for the benchmark: `kinds × copies` equipment meshes of 512 triangles each (2,048
 * meshes and 1,048,576 triangles by default) on a grid, plus a few unique structures. Unprepared it
 * needs one draw call per mesh; prepared, one per kind and structure.
 */
export function largeModel(opts: LargeModelOptions = {}): Document {
  const kinds = opts.kinds ?? 16;
  const copies = opts.copies ?? 128;
  const b = new ModelBuilder();
  const root = b.group('Plant', null);
  const side = Math.ceil(Math.sqrt(kinds * copies));
  root.addChild(
    b.mesh(
      'Ground',
      box(side * 4 + 20, 0.2, side * 4 + 20),
      b.material('Ground', [0.5, 0.5, 0.5, 1]),
      [0, -0.2, 0],
    ),
  );
  for (let k = 0; k < kinds; k++) {
    const hue = k / kinds;
    const mat = b.material(`Kind_${pad(k)}`, [0.3 + 0.6 * hue, 0.8 - 0.5 * hue, 0.4, 1], 0.5, 0.5);
    // 32 segments × 7 stacks + caps = 512 triangles; each kind a different size.
    const shape = cylinder(0.6 + (k % 4) * 0.2, 1 + Math.floor(k / 4) * 0.5, 32, 7);
    const area = b.group(`Area_${pad(k)}`, root);
    for (let c = 0; c < copies; c++) {
      const n = k * copies + c;
      const x = (n % side) * 4 - side * 2;
      const z = Math.floor(n / side) * 4 - side * 2;
      area.addChild(b.mesh(`Unit_${pad(k)}_${String(c).padStart(3, '0')}`, shape, mat, [x, 0, z]));
    }
  }
  for (let i = 0; i < 4; i++)
    root.addChild(
      b.mesh(`Hall_${i}`, box(20, 12, 30), b.material('Hall', [0.8, 0.8, 0.82, 1]), [
        i * 30 - 45,
        0,
        side * 2 + 30,
      ]),
    );
  return b.doc;
}

/** A generated model as glb bytes (no extensions: the raw file an exporter would hand over). */
export function modelBytes(doc: Document): Promise<Uint8Array> {
  return new NodeIO().writeBinary(doc);
}

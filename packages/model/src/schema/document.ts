import { z } from 'zod';

// Tolerant schemas: stored documents carry many fields beyond the named ones (docs/reference.md#documents), so every object is
// loose and only the fields the model relies on are checked. Ids must be strings because ops address
// nodes by id.

const id = z.string().min(1);
const num = z.number();
const optionalNum = num.optional();

export const colorDataSchema = z.looseObject({
  colorType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  solidColor: z.string().optional(),
  gradientColor: z
    .looseObject({
      gradientRotate: num,
      gradientColors: z.array(z.string()),
      gradientLocations: z.array(num),
    })
    .optional(),
});

export const componentRectSchema = z.looseObject({
  componentWidth: num,
  componentHeight: num,
  componentLeft: num,
  componentTop: num,
  componentRotate: optionalNum,
  lockRatio: z.boolean().optional(),
});

const conditionIfSchema = z.looseObject({
  key: z.string().nullable(),
  type: z.string().optional(),
  target: z.string().optional(),
  targetKey: z.string().optional(),
  scope: z.string().optional(),
});

export const conditionSchema = z.looseObject({
  id: z.string(),
  logic: z.enum(['|', '&']),
  ifs: z.array(conditionIfSchema),
});

export const interactionSchema = z.looseObject({
  realizeMovement: z.string().optional(),
  conditions: z.array(conditionSchema).optional(),
  actions: z.record(z.string(), z.array(z.unknown())).optional(),
});

export const dataSourceConfigSchema = z.looseObject({
  type: z.string().optional(),
  url: z.string().optional(),
  paramVars: z.array(z.looseObject({ id: z.string(), name: z.string() })).optional(),
});

export const component2DSchema = z.looseObject({
  _id: id,
  componentName: z.string().optional(),
  componentType: z.string().optional(),
  order: optionalNum,
  opacity: optionalNum,
  initStatus: z.boolean().optional(),
  lock: z.boolean().optional(),
  componentRect: componentRectSchema.optional(),
  backgroundColorData: colorDataSchema.optional(),
  dynamicEvent: optionalNum,
  requestSource: dataSourceConfigSchema.optional(),
  projectInteractionList: z.array(interactionSchema).optional(),
  _state: optionalNum,
  get groupModel() {
    return z.looseObject({ groupList: z.array(component2DSchema) }).optional();
  },
  get dynamicModel() {
    return z.looseObject({ pageList: z.array(dynamicPageSchema) }).optional();
  },
});

export const dynamicPageSchema = z.looseObject({
  _id: id,
  pageName: z.string().optional(),
  pageOrder: optionalNum,
  get componentList() {
    return z.array(component2DSchema);
  },
});

const vector3Schema = z.looseObject({ x: num, y: num, z: num });
const point3DSchema = z.looseObject({
  name: z.string().optional(),
  showOn: z.boolean().optional(),
  transData: z.looseObject({ position: vector3Schema }).optional(),
});

export const component3DSchema = z.looseObject({
  _id: id,
  name: z.string().optional(),
  type: z.string().optional(),
  subType: z.string().optional(),
  pointData: z
    .array(
      z.looseObject({
        mainPoint: point3DSchema.optional(),
        startPoint: point3DSchema.optional(),
        endPoint: point3DSchema.optional(),
      }),
    )
    .optional(),
  styleList: z.array(z.looseObject({ id: z.string(), name: z.string() })).optional(),
  apiOn: z.boolean().optional(),
  showOn: z.boolean().optional(),
});

export const mapComponentSchema = z.looseObject({
  _id: id,
  componentName: z.string().optional(),
  componentType: z.string().optional(),
  zIndex: optionalNum,
  get groupModel() {
    return z.looseObject({ groupList: z.array(mapComponentSchema) }).optional();
  },
});

const backgroundSchema = z.looseObject({
  backgroundImageWeb: z.string().optional(),
  backgroundImageOpacity: optionalNum,
  backgroundColorOpacity: optionalNum,
  backgroundColor: colorDataSchema.optional(),
});

export const pageSchema = z.looseObject({
  _id: id,
  pageName: z.string().optional(),
  pageOrder: optionalNum,
  maxIndex: optionalNum,
  projectTwoComponentList: z.array(component2DSchema).optional(),
  components3D: z.array(component3DSchema).optional(),
  projectThreeComponent: z.looseObject({ version: optionalNum }).optional(),
  projectGisComponent: z.array(mapComponentSchema).optional(),
  notApplyPages: z.array(z.string()).optional(),
  background: backgroundSchema.optional(),
});

export const projectModelSchema = z.looseObject({
  modelSource: optionalNum,
  modelName: z.string().optional(),
});

export const sceneSchema = z.looseObject({
  _id: id,
  scenesName: z.string().optional(),
  scenesOrder: optionalNum,
  isShow: z.boolean().optional(),
  scenesType: optionalNum,
  background: backgroundSchema.optional(),
  projectPageList: z.array(pageSchema).optional(),
  projectModel: projectModelSchema.optional(),
});

export const systemSceneSchema = z.looseObject({
  _id: id,
  scenesName: z.string().optional(),
  scenesOrder: optionalNum,
  isShow: z.boolean().optional(),
  background: backgroundSchema.optional(),
  projectTwoComponentList: z.array(component2DSchema).optional(),
});

const equalizerEntrySchema = z.looseObject({
  state: z.union([z.boolean(), num]),
  url: z.string(),
  vars: z.array(z.looseObject({ original: z.string(), as: z.string() })),
});

export const projectSchema = z.looseObject({
  _id: z.string(),
  projectName: z.string().optional(),
  caseCopy: optionalNum,
  canvasWidth: optionalNum,
  canvasHeight: optionalNum,
  equalizer: z
    .looseObject({ receipt: z.array(equalizerEntrySchema), distribute: z.array(equalizerEntrySchema) })
    .optional(),
  engine: z.looseObject({ on: z.boolean().optional(), quality: optionalNum }).optional(),
  projectScenesList: z.array(sceneSchema),
  systemScenes: z.array(systemSceneSchema).optional(),
});

// Public API of @twincanvas/model: the dashboard document, its identifiers, rules and operations.
export * from './constants.js';
export * from './ids.js';
export type * from './types/index.js';
export { ELSE_ACTION_KEY } from './types/index.js';

export * from './catalogue/codes.js';
export * from './catalogue/catalogue.js';
export * from './catalogue/defaults.js';
export * from './catalogue/colourPlans.js';

export * from './colour.js';

export * from './validation/messages.js';
export * from './validation/names.js';
export * from './validation/forms.js';
export * from './schema/document.js';
export * from './schema/validate.js';

export * from './conditions/operators.js';
export * from './conditions/scope.js';
export * from './conditions/evaluate.js';
export * from './conditions/templates.js';

export * from './runtime/visibility.js';
export * from './runtime/panels.js';
export * from './runtime/data.js';
export * from './runtime/equalizer.js';
export * from './runtime/encoding.js';

export * from './mapping/mapping.js';

export * from './ops/index.js';
export * from './history/store.js';

export * from './geometry/rect.js';
export * from './geometry/context.js';
export * from './geometry/group.js';
export * from './geometry/membership.js';
export * from './geometry/selection.js';
export * from './geometry/stacking.js';
export * from './geometry/align.js';
export * from './geometry/paste.js';
export * from './geometry/scale.js';
export * from './geometry/listEdits.js';
export * from './geometry/edits3d.js';

export * from './map/items.js';

export * from './copy/clone.js';
export * from './copy/rules.js';

export * from './rules/index.js';
export * from './copy/copy3d.js';
export * from './models/index.js';
export * from './versions/diff.js';
export * from './upgrades/index.js';

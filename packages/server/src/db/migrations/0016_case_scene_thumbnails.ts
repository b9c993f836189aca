// A published case keeps its scenes' thumbnails (keyed by the case document's scene ids) for its copies.
export default /* sql */ `
alter table cases add column scene_thumbnails jsonb not null default '[]'::jsonb;
`;

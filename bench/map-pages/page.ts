// One page for both sides of the bench: ?page=host (TwinCanvas's map host) or ?page=bare (plain deck.gl).
// Each side is its own chunk, so neither downloads the other's code.
const side = new URLSearchParams(location.search).get('page');
void (side === 'bare' ? import('./bare') : import('./host'));

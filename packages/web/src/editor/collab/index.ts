export { collabSender } from './controller';
export { PeerAvatars } from './PeerAvatars';
export { PeerSelections } from './PeerSelections';
export { useCollab } from './useCollab';

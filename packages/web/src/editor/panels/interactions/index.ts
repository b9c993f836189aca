export { InteractionsPanel } from './InteractionsPanel';

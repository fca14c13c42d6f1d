/** What other features show of entries (docs/entries.md): "Enter" on a league's or night's page, and /me's entries. */
export { EnterPanel } from './components/enter-panel';
export { MyEntries } from './components/my-entries';
export type { EntryOwner } from './queries';

/**
 * A visitor's saved cars (/saved-cars) and the comparison (/compare, issue 37) in one chunk, as
 * the chat's pages are (chat-pages.ts): each lazy chunk adds its name and dependency list to
 * the entry's preload map, which every first load carries (decision 091's budget).
 */
export { SavedCarsRoute } from './saved-cars';
export { CompareRoute } from './compare';

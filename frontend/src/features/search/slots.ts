/*
 * Search's parts that the app shows to signed-in users (the navbar's search and bookmarks, the
 * results page): one module, so that the app shell names one chunk for them rather than one per
 * part. The Bookmarks page takes its shared parts from here too, which keeps them in that chunk.
 */
export { BookmarkIcon } from './components/BookmarkIcon';
export { SearchMessages } from './components/SearchMessages';
export { SearchNavbar } from './components/SearchNavbar';
export { SearchRoute } from './routes/SearchRoute';

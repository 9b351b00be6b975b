/** The news feature's public entry: the sanitised rich text view (course descriptions use it too). */
export { NewsContent } from './components/news-content';

/** The public pages' building blocks that other public pages reuse (membership, the family's join section). */
export { CONTENT_STALE_MS, fetchData } from './api/fetch-data';
export { default as contentClasses } from './components/content.module.css';
export { PageHeader } from './components/page-header';
export { Skeletons, StatusText } from './components/status';
export { esOrEus, useLang } from './components/use-lang';

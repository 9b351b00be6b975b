/**
 * The seasons feature's public entry: the level cards (/actividades/home) and the season pages
 * (/actividades/temporada and /actividades/temporada/{slug}), routed by the activities feature.
 */
export { LevelCards } from './components/level-cards';
export { default as SeasonFrontPage } from './routes/season-front';
export { default as SeasonLevelPage } from './routes/season-level';
export { seasonsAuditWords } from './console/audit-words';

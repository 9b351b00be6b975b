export * from './auth.js';
export * from './files.js';
export * from './settings.js';
export * from './account.js';
export * from './content.js';
export * from './news.js';
export * from './quiz.js';
export * from './diagnostics.js';

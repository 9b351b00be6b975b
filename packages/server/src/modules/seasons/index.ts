/**
 * The seasons area's public entry: what later areas may use of it. Nothing yet: its routes and
 * hooks are handed to the composition by seasons.area.ts (the monthly-fee charge source and the
 * receipt descriptions are registered with its routes).
 */
export {};

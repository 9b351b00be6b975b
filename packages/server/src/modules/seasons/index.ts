/**
 * The seasons area's public entry: what later areas may use of it. Nothing yet: its routes and
 * hooks are handed to the composition by seasons.area.ts. The billing area's monthly-fee charge
 * source will be exported from here when billing's entry lands.
 */
export {};

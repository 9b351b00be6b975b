/**
 * The kit shop's public entry (issue 18): what the demo seed and the bench use. Other areas need
 * nothing from it: its orders reach billing through addCharge.
 */
export { createItem, setOrdersStatus } from './equipment.admin.service.js';
export { placeOrder } from './equipment.service.js';
export { countItems } from './equipment.repository.js';

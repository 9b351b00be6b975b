import type { Area } from '../area.js';
import { countFamilyCardPaymentsDueSql } from './family.repository.js';
import { registerFamilyRoutes } from './family.routes.js';

export const familyArea: Area = {
  name: 'family',
  routes: registerFamilyRoutes,
  // A family order's tickets the holder pays are pending for the holder.
  pendingPaymentSources: [countFamilyCardPaymentsDueSql],
};

import { fieldChange, type AuditWords } from '../../../components/console/audit-words';

/** The kit shop's audit actions in words (components/console/audit-words.ts): an order's status as 'Pendiente → Entregado'. */
export const equipmentAuditWords: AuditWords[] = [
  { action: 'equipment.item.create' },
  { action: 'equipment.item.update' },
  {
    action: 'equipment.order.status',
    change: (r, t) => fieldChange(r, 'status', (s) => t(`console:auditWords.kitStatus.${String(s)}`)),
    values: { status: (s, t) => t(`console:auditWords.kitStatus.${String(s)}`, { defaultValue: String(s) }) },
  },
  { action: 'equipment.file.upload' },
];

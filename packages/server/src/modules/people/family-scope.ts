import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/schema/auth.js';
import { canActFor, listFamilyPersonIds } from './access.js';

/**
 * The holder and the persons they may act for right now (the family access rule): what the
 * calendar feed shows and the data export carries. A person whose link stays while the holder
 * lost the permission is left out, as every other call does.
 */
export async function familyIds(ctx: Pick<AppContext, 'db'>, holder: UserRow): Promise<number[]> {
  const ids = [holder.id];
  for (const id of await listFamilyPersonIds(ctx.db, holder.id)) {
    if (await canActFor(ctx, holder, id)) ids.push(id);
  }
  return ids;
}

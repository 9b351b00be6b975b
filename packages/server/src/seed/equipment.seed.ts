import { adminItemBodySchema } from '@club/domain/equipment/equipment.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { createItem, countItems, placeOrder, setOrdersStatus } from '../modules/equipment/index.js';
import { storeFile } from '../modules/files/index.js';
import { findUserByEmail, listFamilyPersonIds } from '../modules/people/index.js';
import { demoAccounts } from './auth.seed.js';
import { coverSvg, kitItems } from './assets/equipment/kit.js';

const SEED_ACTOR = { id: null, email: 'seed@cngetxo.eus' };

/**
 * The demo kit shop (issue 18), through the office's and the members' services: six items with
 * drawn covers, then three orders of the demo member's family (a parka for a child picked up by
 * that child, caps, a towel), the oldest marked 2 'Entregado'. Idempotent: nothing is added when
 * the catalogue has items.
 * Decision (covers): the office's upload call takes JPEG, PNG or WebP only (judged by the bytes,
 * the office-upload rule); the demo covers are the club's own drawings, stored as public SVG
 * files by the seed as the news and season covers are. SVG is served as a file with its type and
 * a sandboxing policy, and the page shows it in an <img>, where scripts never run; members'
 * uploads are never SVG.
 * The orders need a member family: they are placed when the demo member's family may use the
 * shop (membership state above 0), and skipped otherwise.
 */
export async function seedEquipment(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  if ((await countItems(ctx.db)) > 0) return;
  const ids: number[] = [];
  for (const { drawing, file, ...item } of kitItems) {
    const cover = await storeFile(ctx, {
      purpose: 'equipment',
      filename: file,
      mimeType: 'image/svg+xml',
      content: Buffer.from(coverSvg(drawing)),
    });
    ids.push((await createItem(ctx, adminItemBodySchema.parse({ ...item, coverid: cover.id }), SEED_ACTOR)).id);
  }
  const [swimsuit, , cap, towel, parka] = ids as [number, number, number, number, number, number];
  const holder = await findUserByEmail(ctx.db, demoAccounts.member.email);
  if (!holder) return;
  const [child] = await listFamilyPersonIds(ctx.db, holder.id);
  const pickup = child ?? holder.id;
  const orders = [
    {
      pickup_by: holder.id,
      account_to_attach_to: holder.id,
      cart: [
        { id: towel, quantity: 1 },
        { id: cap, quantity: 2 },
      ],
    },
    { pickup_by: pickup, account_to_attach_to: holder.id, cart: [{ id: parka, size: '14', quantity: 1 }] },
    {
      pickup_by: pickup,
      account_to_attach_to: holder.id,
      cart: [
        { id: swimsuit, size: '10', quantity: 1 },
        { id: cap, quantity: 1 },
      ],
    },
  ];
  const placed: number[] = [];
  for (const o of orders) {
    const r = await placeOrder(ctx, holder, o);
    if (!r.ok) {
      log.info({ code: r.code }, 'demo kit orders skipped: the demo family cannot order (yet)');
      return;
    }
    placed.push(r.data.id);
  }
  await setOrdersStatus(ctx, [placed[0]!], 2, SEED_ACTOR);
}

import type { AppContext } from '../context.js';

// Demo rows of the 'news' area: being built.
export async function seedNews(_ctx: AppContext): Promise<void> {}

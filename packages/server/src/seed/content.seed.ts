import type { AppContext } from '../context.js';

// Demo rows of the 'content' area: being built.
export async function seedContent(_ctx: AppContext): Promise<void> {}

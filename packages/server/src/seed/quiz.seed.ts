import type { AppContext } from '../context.js';

// Demo rows of the 'quiz' area: being built.
export async function seedQuiz(_ctx: AppContext): Promise<void> {}

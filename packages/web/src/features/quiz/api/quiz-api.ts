import type { QuizFormItem, QuizReply } from '@club/domain/quiz/quiz.schemas';
import { QUIZ_CODE } from '@club/domain/quiz/quiz.rules';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';

export type QuizLoad = { state: 'form'; quiz: QuizReply } | { state: 'invalid' };

/**
 * GET quiz/quiz?link_id=. An unknown link (404) and a closed one (success 0, code 1: response
 * time passed or a one-person link already answered) both read as the invalid-link state.
 */
export const quizQuery = (linkId: string) =>
  queryOptions({
    queryKey: ['quiz', linkId],
    // Loaded once per visit: a form being filled is never refetched, and leaving the page forgets
    // it, so coming back to a one-person link asks the server again.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }): Promise<QuizLoad> => {
      try {
        const res = await api.get<QuizReply>('quiz/quiz', { link_id: linkId }, signal);
        return res.success === 1 && res.data ? { state: 'form', quiz: res.data } : { state: 'invalid' };
      } catch (e) {
        if (e instanceof ApiError && (e.status === 404 || e.status === 400)) return { state: 'invalid' };
        throw e;
      }
    },
  });
export const useQuiz = (linkId: string) => useQuery(quizQuery(linkId));

export type SaveOutcome = { state: 'finished' } | { state: 'invalid' } | { state: 'answer_error'; itemId: number | null; error: string };

/** POST quiz/save {link_id, quiz}: the items with their answers in `inputdata`. */
export function useSaveQuiz(linkId: string) {
  return useMutation({
    mutationFn: async (items: QuizFormItem[]): Promise<SaveOutcome> => {
      try {
        const res = await api.post('quiz/save', { link_id: linkId, quiz: items });
        if (res.success === 1) return { state: 'finished' };
        if (res.code === QUIZ_CODE.invalidLink) return { state: 'invalid' };
        const [id, error] = (res.ext ?? '').split(':');
        return { state: 'answer_error', itemId: Number(id) || null, error: error ?? 'unknown' };
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return { state: 'invalid' };
        throw e;
      }
    },
  });
}

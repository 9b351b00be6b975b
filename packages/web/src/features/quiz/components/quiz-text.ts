import type { QuizChild, QuizFormItem, QuizReply } from '@club/domain/quiz/quiz.schemas';
import { asLanguage } from '../../../i18n';

/** Label, placeholder and option texts in the reader's language, Spanish when a text is missing. */
export const itemLabel = (item: QuizFormItem, lang: string): string => item[`label_${asLanguage(lang)}`] || item.label_es;
export const itemPlaceholder = (item: QuizFormItem, lang: string): string => item[`placeholder_${asLanguage(lang)}`] || item.placeholder_es;
export const childLabel = (child: QuizChild, lang: string): string => {
  const l = asLanguage(lang);
  return (l === 'en' ? child.label_en : l === 'eus' ? child.label_eus : child.label_es) || child.label_es;
};
export const quizTitle = (quiz: QuizReply, lang: string): string => quiz[`title_${asLanguage(lang)}`] || quiz.title_es;
export const quizIntro = (quiz: QuizReply, lang: string): string => quiz[`intro_${asLanguage(lang)}`] || quiz.intro_es;

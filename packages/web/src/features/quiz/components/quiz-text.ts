import type { QuizChild, QuizFormItem, QuizReply } from '@club/domain/quiz/quiz.schemas';

type Lang = 'es' | 'eus' | 'en';
const asLang = (lang: string): Lang => (lang === 'eus' || lang === 'en' ? lang : 'es');

/** Label, placeholder and option texts in the reader's language, Spanish when a text is missing. */
export const itemLabel = (item: QuizFormItem, lang: string): string => item[`label_${asLang(lang)}`] || item.label_es;
export const itemPlaceholder = (item: QuizFormItem, lang: string): string => item[`placeholder_${asLang(lang)}`] || item.placeholder_es;
export const childLabel = (child: QuizChild, lang: string): string => {
  const l = asLang(lang);
  return (l === 'en' ? child.label_en : l === 'eus' ? child.label_eus : child.label_es) || child.label_es;
};
export const quizTitle = (quiz: QuizReply, lang: string): string => quiz[`title_${asLang(lang)}`] || quiz.title_es;
export const quizIntro = (quiz: QuizReply, lang: string): string => quiz[`intro_${asLang(lang)}`] || quiz.intro_es;

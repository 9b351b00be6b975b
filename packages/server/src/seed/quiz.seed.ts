import type { AppContext } from '../context.js';
import { quizLinkExists } from '../modules/quiz/quiz.repository.js';
import { createQuiz } from '../modules/quiz/quiz.service.js';

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** The demo quiz's links (README): stable ids, so the demo can name them. */
export const demoQuizLinks = {
  /** Anyone with the link may answer, as often as wanted, for a year after seeding. */
  general: 'encuesta-temporada-2026',
  /** Meant for one person (Miren, the demo member): one answer, then '¡Enlace no válido!'. */
  onePerson: 'encuesta-temporada-2026-miren',
  /** A second one-person link (another family); the browser tests answer it in Basque. */
  onePersonOther: 'encuesta-temporada-2026-jon',
  /** Last season's round: its response time has passed. */
  expired: 'encuesta-temporada-2025',
} as const;

const DAY = 24 * 60 * 60 * 1000;

/** "Encuesta de satisfacción de la temporada", with every item type. Idempotent. */
export async function seedQuiz(ctx: Ctx): Promise<void> {
  if (await quizLinkExists(ctx.db, demoQuizLinks.general)) return;
  const now = ctx.now().getTime();
  const inAYear = new Date(now + 365 * DAY);
  await createQuiz(ctx, {
    title: {
      es: 'Encuesta de satisfacción de la temporada',
      eus: 'Denboraldiko gogobetetze-inkesta',
      en: 'Season satisfaction survey',
    },
    intro: {
      es: 'Tu opinión nos ayuda a preparar la próxima temporada. Responder lleva unos tres minutos; los campos marcados con asterisco son obligatorios.',
      eus: 'Zure iritziak hurrengo denboraldia prestatzen laguntzen digu. Erantzuteko hiru minutu inguru behar dira; izartxoa duten eremuak derrigorrezkoak dira.',
      en: 'Your opinion helps us prepare next season. It takes about three minutes; fields marked with an asterisk are required.',
    },
    items: [
      {
        type: 'text',
        required: true,
        label: { es: 'Nombre y apellidos', eus: 'Izen-abizenak', en: 'Full name' },
        placeholder: { es: 'Ej.: Ane Zubizarreta', eus: 'Adib.: Ane Zubizarreta', en: 'E.g. Ane Zubizarreta' },
      },
      {
        type: 'radio',
        required: true,
        label: { es: '¿En qué grupo participas?', eus: 'Zein taldetan zaude?', en: 'Which group are you in?' },
        children: [
          { value: 'escuela', label_es: 'Escuela de natación', label_eus: 'Igeriketa eskola', label_en: 'Swimming school' },
          { value: 'federada', label_es: 'Natación federada', label_eus: 'Igeriketa federatua', label_en: 'Competitive swimming' },
          { value: 'waterpolo', label_es: 'Waterpolo', label_eus: 'Waterpoloa', label_en: 'Water polo' },
          {
            value: 'adultos',
            label_es: 'Cursillos de adultos o máster',
            label_eus: 'Helduen ikastaroak edo masterra',
            label_en: 'Adult courses or masters',
          },
          {
            value: 'familia',
            label_es: 'Soy familiar de un deportista',
            label_eus: 'Kirolari baten senidea naiz',
            label_en: "I am an athlete's relative",
          },
        ],
      },
      {
        type: 'radio',
        required: true,
        label: {
          es: '¿Cómo valoras la temporada en general?',
          eus: 'Nola baloratzen duzu denboraldia, oro har?',
          en: 'How would you rate the season overall?',
        },
        children: [
          { value: '5', label_es: 'Muy buena', label_eus: 'Oso ona', label_en: 'Very good' },
          { value: '4', label_es: 'Buena', label_eus: 'Ona', label_en: 'Good' },
          { value: '3', label_es: 'Normal', label_eus: 'Normala', label_en: 'Average' },
          { value: '2', label_es: 'Mala', label_eus: 'Txarra', label_en: 'Poor' },
          { value: '1', label_es: 'Muy mala', label_eus: 'Oso txarra', label_en: 'Very poor' },
        ],
      },
      {
        type: 'radio',
        label: { es: '¿Qué piscina usas más?', eus: 'Zein igerileku erabiltzen duzu gehien?', en: 'Which pool do you use most?' },
        children: [
          { value: 'fadura', label_es: 'Fadura', label_eus: 'Fadura' },
          { value: 'gobela', label_es: 'Gobela', label_eus: 'Gobela' },
          { value: 'ambas', label_es: 'Las dos por igual', label_eus: 'Biak berdin', label_en: 'Both equally' },
        ],
      },
      {
        type: 'date',
        label: { es: '¿Desde cuándo estás en el club?', eus: 'Noiztik zaude klubean?', en: 'Since when have you been in the club?' },
      },
      {
        type: 'textarea',
        label: {
          es: '¿Qué mejorarías para la próxima temporada?',
          eus: 'Zer hobetuko zenuke hurrengo denboraldirako?',
          en: 'What would you improve for next season?',
        },
        placeholder: {
          es: 'Horarios, instalaciones, comunicación con las familias…',
          eus: 'Ordutegiak, instalazioak, familiekiko komunikazioa…',
          en: 'Timetables, facilities, communication with families…',
        },
      },
      {
        type: 'file',
        label: {
          es: 'Si quieres, adjunta una foto de la temporada (JPG, PNG o PDF, máx. 2 MB)',
          eus: 'Nahi baduzu, erantsi denboraldiko argazki bat (JPG, PNG edo PDF, gehienez 2 MB)',
          en: 'If you like, attach a photo of the season (JPG, PNG or PDF, max. 2 MB)',
        },
      },
      {
        type: 'checkbox',
        required: true,
        label: {
          es: 'Acepto que el club use mis respuestas para mejorar sus servicios',
          eus: 'Onartzen dut klubak nire erantzunak erabiltzea bere zerbitzuak hobetzeko',
          en: 'I agree that the club may use my answers to improve its services',
        },
      },
      {
        type: 'checkbox',
        label: {
          es: 'Quiero recibir por correo el resumen de resultados de la encuesta',
          eus: 'Inkestaren emaitzen laburpena posta elektronikoz jaso nahi dut',
          en: 'I want to receive the summary of the survey results by e-mail',
        },
      },
    ],
    links: [
      { id: demoQuizLinks.general, note: 'Enviado a todas las familias', expiresAt: inAYear },
      { id: demoQuizLinks.onePerson, note: 'Miren Etxeberria Urrutia', maxAnswers: 1, expiresAt: inAYear },
      { id: demoQuizLinks.onePersonOther, note: 'Jon Bilbao', maxAnswers: 1, expiresAt: inAYear },
      { id: demoQuizLinks.expired, note: 'Ronda de la temporada pasada', expiresAt: new Date(now - 30 * DAY) },
    ],
  });
}

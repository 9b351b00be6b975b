import type { EnrolRefusal } from '@club/domain/activities/activities.schemas';

/**
 * The human text of an enrolment refusal, sent as `ext` with code 4 (spec 001 §8: "when code is 4
 * the server ext text is shown"), in the member's language. The codes travel too
 * (`data.reasons`), so the web may word them itself.
 */
const TEXTS: Record<EnrolRefusal, { es: string; eus: string }> = {
  ExternalCourse: {
    es: 'La inscripción en esta actividad se hace en la web del organizador.',
    eus: 'Jarduera honetan antolatzailearen webgunean eman behar da izena.',
  },
  SignupClosed: {
    es: 'El plazo de inscripción de esta actividad ha terminado.',
    eus: 'Jarduera honetan izena emateko epea amaitu da.',
  },
  AlreadySignedUp: {
    es: 'Ya estás inscrito o inscrita en esta actividad.',
    eus: 'Jarduera honetan izena emanda duzu dagoeneko.',
  },
  MembersOnly: {
    es: 'Esta actividad es exclusiva para socios y socias del club.',
    eus: 'Jarduera hau klubeko bazkideentzat bakarrik da.',
  },
  OutOfAgeLimit: {
    es: 'Tu edad en la fecha de la actividad está fuera de los límites de edad.',
    eus: 'Jardueraren egunean duzun adina adin-mugetatik kanpo dago.',
  },
  OutOfLevelLimit: {
    es: 'Esta actividad requiere un nivel distinto del tuyo.',
    eus: 'Jarduera honek zurea ez den beste maila bat eskatzen du.',
  },
  VariantRequired: {
    es: 'Elige una piscina y un horario.',
    eus: 'Aukeratu igerileku bat eta ordutegi bat.',
  },
  VariantNotAllowed: {
    es: 'El horario elegido no está disponible para ti.',
    eus: 'Aukeratutako ordutegia ez dago zuretzat eskuragarri.',
  },
  OptionUnavailable: {
    es: 'Una de las opciones elegidas ya no está disponible.',
    eus: 'Aukeratutako aukeretako bat ez dago eskuragarri.',
  },
  InvalidChoice: {
    es: 'La combinación de opciones elegida no es válida.',
    eus: 'Aukeratutako aukeren konbinazioa ez da baliozkoa.',
  },
  EmptyChoice: {
    es: 'Elige al menos una opción.',
    eus: 'Aukeratu gutxienez aukera bat.',
  },
  InvalidService: {
    es: 'Uno de los servicios opcionales elegidos no es válido.',
    eus: 'Aukeratutako zerbitzu hautazkoetako bat ez da baliozkoa.',
  },
  FormIncomplete: {
    es: 'Tienes que terminar de rellenar el formulario para poder inscribirte.',
    eus: 'Formularioa osatu behar duzu izena eman ahal izateko.',
  },
  ProfileIncomplete: {
    es: 'Faltan datos personales (como la fecha de nacimiento) para poder inscribirte.',
    eus: 'Datu pertsonalak falta dira (jaiotze-data, adibidez) izena eman ahal izateko.',
  },
};

/** The first reason in the member's language (English readers get Spanish). */
export const refusalText = (reasons: readonly EnrolRefusal[], lang: string): string => {
  const t = TEXTS[reasons[0] ?? 'SignupClosed'];
  return lang === 'eus' ? t.eus : t.es;
};

import type { CatalogueCard, CourseDetails, IsUserSignedUpReply } from '@club/domain/activities/activities.schemas';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';

/** Public catalogue reads change rarely; the enrolment night is served from the server's cache. */
const CATALOGUE_STALE_MS = 60_000;
/** Pages of courses/expired (spec 001 §9). */
export const EXPIRED_PAGE_SIZE = 10;

/** The list calls answer `data` as the list itself or as `{courses}`; both are read. */
function asCards(data: unknown): CatalogueCard[] {
  if (Array.isArray(data)) return data as CatalogueCard[];
  const courses = (data as { courses?: unknown } | undefined)?.courses;
  return Array.isArray(courses) ? (courses as CatalogueCard[]) : [];
}

async function getCards(path: string, query: Record<string, number | undefined>, signal?: AbortSignal): Promise<CatalogueCard[]> {
  const res = await api.get<unknown>(path, query, signal);
  if (res.success !== 1) throw new Error(`${path}: ${String(res.code ?? 'failed')}`);
  return asCards(res.data);
}

/** GET courses/active/?cat= (spec 001 §7). */
export const activeCoursesQuery = (cat?: number) =>
  queryOptions({
    queryKey: ['courses', 'active', cat ?? null],
    staleTime: CATALOGUE_STALE_MS,
    queryFn: ({ signal }) => getCards('courses/active', { cat }, signal),
  });

/** GET courses/summer/?cat=. */
export const summerCoursesQuery = (cat?: number) =>
  queryOptions({
    queryKey: ['courses', 'summer', cat ?? null],
    staleTime: CATALOGUE_STALE_MS,
    queryFn: ({ signal }) => getCards('courses/summer', { cat }, signal),
  });

/**
 * GET courses/expired/?skip=&cat=, ten at a time. Decision: the list ends when a page comes back
 * empty (the spec's rule) and also when it comes back short, so nobody presses 'load more' for a
 * page we already know is empty.
 */
export const expiredCoursesQuery = (cat?: number) =>
  infiniteQueryOptions({
    queryKey: ['courses', 'expired', cat ?? null],
    staleTime: CATALOGUE_STALE_MS,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getCards('courses/expired', { skip: pageParam, cat }, signal),
    getNextPageParam: (last, pages) => (last.length < EXPIRED_PAGE_SIZE ? undefined : pages.length * EXPIRED_PAGE_SIZE),
  });

export const useActiveCourses = (cat?: number) => useQuery(activeCoursesQuery(cat));
export const useSummerCourses = (cat?: number) => useQuery(summerCoursesQuery(cat));
export const useExpiredCourses = (cat?: number) => useInfiniteQuery(expiredCoursesQuery(cat));

/** Thrown when courses/details answers 404: the page shows 'not found' instead of retrying. */
export class CourseNotFound extends Error {}

/** GET courses/details/?slug=. */
export const courseDetailsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['courses', 'details', slug],
    staleTime: CATALOGUE_STALE_MS,
    retry: (n, e) => !(e instanceof CourseNotFound) && n < 2,
    queryFn: async ({ signal }) => {
      try {
        const res = await api.get<CourseDetails>('courses/details', { slug }, signal);
        if (res.success !== 1 || !res.data) throw new CourseNotFound(slug);
        return res.data;
      } catch (e) {
        if (e instanceof ApiError && (e.status === 404 || e.status === 400)) throw new CourseNotFound(slug);
        throw e;
      }
    },
  });
export const useCourseDetails = (slug: string) => useQuery(courseDetailsQuery(slug));

/**
 * POST courses/availability {slug, variant}: the remaining seats. A failed lookup is an error
 * the page shows as 'Desconocido' (spec 001 §8); it is asked again every minute while the page is in front.
 */
export const availabilityQuery = (slug: string, variant: string | null) =>
  queryOptions({
    queryKey: ['courses', 'availability', slug, variant],
    staleTime: 15_000,
    // Once a minute while the page is in front (not in the background): fresh enough for a parent
    // choosing a group, light enough for the night hundreds of them are on the page.
    refetchInterval: 60_000,
    retry: 1,
    queryFn: async () => {
      const res = await api.post<{ seats: number }>('courses/availability', { slug, variant });
      if (res.success !== 1 || typeof res.data?.seats !== 'number') throw new Error('availability failed');
      return res.data.seats;
    },
  });
export const useAvailability = (slug: string, variant: string | null, enabled = true) =>
  useQuery({ ...availabilityQuery(slug, variant), enabled });

export interface SignedUpState extends IsUserSignedUpReply {
  /** 1 when the signup's payment is done. */
  paid: boolean;
}

export const NOT_SIGNED_UP: SignedUpState = {
  signed_up: false,
  ticketID: null,
  status: null,
  payment_status: null,
  payment_price: null,
  paid: false,
};

/** GET enroll/is_user_signed_up/?type=0&slug_es= (logged-in users only). */
export const signedUpQuery = (slug: string, token: string | null) =>
  queryOptions({
    queryKey: ['courses', 'signed-up', slug, token],
    enabled: Boolean(token),
    staleTime: 0,
    queryFn: async ({ signal }): Promise<SignedUpState> => {
      const res = await api.get<IsUserSignedUpReply>('enroll/is_user_signed_up', { type: 0, slug_es: slug }, signal);
      if (!res.data) return { ...NOT_SIGNED_UP, paid: res.code === 1 };
      return { ...NOT_SIGNED_UP, ...res.data, paid: res.code === 1 };
    },
  });
export const useSignedUp = (slug: string, token: string | null) => useQuery(signedUpQuery(slug, token));

import type { Banner, LandingCourse, Slide } from '@club/domain/content/content.schemas';
import type { LandingNewsItem } from '@club/domain/news/news.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_STALE_MS, fetchData } from './fetch-data';

/** The landing page's calls (spec 001 §7): slider, this-week banners, news and upcoming courses. */
export const sliderQuery = queryOptions({
  queryKey: ['landing', 'slider'],
  staleTime: CONTENT_STALE_MS,
  queryFn: async ({ signal }) => (await fetchData<{ slider: Slide[] }>('landing/slider', undefined, signal)).slider,
});

export const bannersQuery = queryOptions({
  queryKey: ['landing', 'banners'],
  staleTime: CONTENT_STALE_MS,
  queryFn: async ({ signal }) => (await fetchData<{ banners: Banner[] }>('landing/banners', undefined, signal)).banners,
});

/** Items carry every language (`translations`), so one fetch serves a language switch. */
export const landingNewsQuery = queryOptions({
  queryKey: ['landing', 'news'],
  staleTime: CONTENT_STALE_MS,
  queryFn: async ({ signal }) => (await fetchData<{ news: LandingNewsItem[] }>('landing/news', undefined, signal)).news,
});

export const landingCoursesQuery = queryOptions({
  queryKey: ['landing', 'courses'],
  staleTime: CONTENT_STALE_MS,
  queryFn: async ({ signal }) => (await fetchData<{ courses: LandingCourse[] }>('landing/courses', undefined, signal)).courses,
});

export const useSlider = () => useQuery(sliderQuery);
export const useBanners = () => useQuery(bannersQuery);
export const useLandingNews = () => useQuery(landingNewsQuery);
export const useLandingCourses = () => useQuery(landingCoursesQuery);

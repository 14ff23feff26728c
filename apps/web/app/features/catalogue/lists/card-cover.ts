import type { ImgHTMLAttributes } from 'react';

/** A list's first row of cards (four columns on wide screens): on the first screen of the page. */
export const FIRST_SCREEN_CARDS = 4;

/**
 * How a card's cover loads, by the card's place in its list. The first row is on the first screen: loaded
 * at once (the first cover, a phone's largest picture, ahead of everything else; React preloads them from
 * <head>); the others load as they scroll near. Cards outside a list (home carousels) pass no place.
 */
export function coverLoading(place?: number): ImgHTMLAttributes<HTMLImageElement> {
  if (place === undefined || place >= FIRST_SCREEN_CARDS) return { loading: 'lazy' };
  return place === 0 ? { fetchPriority: 'high' } : {};
}

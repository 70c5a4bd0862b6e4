/**
 * How wide the hero's picture shows (its `sizes`): the second of two equal columns of the 1200 px
 * page from 768 px (home.css), else the page's width less its padding. The home page's head
 * preloads the hero with it, so the preload and the picture pick the same copy.
 */
export const HERO_SIZES = '(min-width: 1200px) 580px, (min-width: 768px) 50vw, calc(100vw - 2rem)';

/**
 * How wide the gallery's main picture shows (its `sizes`): the page's first column from 768 px
 * (detail.css: 1.1fr of a 1200 px page), else the page's width less its margins. The product
 * page's head preloads the lead picture with it.
 */
export const GALLERY_MAIN_SIZES = '(min-width: 1200px) 620px, (min-width: 768px) 53vw, calc(100vw - 2rem)';

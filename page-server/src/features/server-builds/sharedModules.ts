/**
 * What the page server shares with the remotes' server builds it loads, by the name their code
 * requires (tooling/server-build.js keeps exactly SERVER_SHARED out of a build): its own React,
 * router, toasts and React contracts, as a federation host's share scope would, so host and
 * remote render with one React and one router context.
 *
 * Left out on purpose: firebase/app, firebase/auth and redux (per-shopper state: sign-in, cart).
 * Nothing per-shopper renders on the server; a build that needs them is refused by the loader,
 * naming the module, and its pages are rendered in the browser.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
// Node's build by name, whatever the conditions (a catalogue test in jsdom shares this table too).
import * as ReactDOMServer from 'react-dom/server.node';
import * as ReactRouterDom from 'react-router-dom';
// The build the browsers get too (its default build injects a <style> element on import).
import * as ReactToastify from 'react-toastify/unstyled';
import * as contractsReact from 'shared-contracts/react';
import * as contractsRouter from 'shared-contracts/router';
import type { SharedModules } from './api/remoteServerLoader';

/** Shared module names a page server deliberately does not provide (see above). */
export const NOT_SHARED_ON_SERVER: readonly string[] = ['firebase/app', 'firebase/auth', 'redux'];

export const PAGE_SERVER_SHARED: SharedModules = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  'react-dom/server': ReactDOMServer,
  'react-router-dom': ReactRouterDom,
  // react-router-dom v7 re-exports all of react-router: one router, whichever name a build asks for.
  'react-router': ReactRouterDom,
  'react-toastify': ReactToastify,
  'shared-contracts/react': contractsReact,
  'shared-contracts/router': contractsRouter,
};

/**
 * What a page server shares with the server builds it loads (tooling/server-build.js SERVER_SHARED):
 * its own React, router and React contracts, so host and remote render with one React.
 */
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
// Node's build by name: a test in jsdom would otherwise get the browser's.
import * as ReactDOMServer from 'react-dom/server.node';
import * as ReactRouterDom from 'react-router-dom';
import * as ReactToastify from 'react-toastify';
import * as contractsReact from 'shared-contracts/react';
import * as contractsRouter from 'shared-contracts/router';
import type { SharedModules } from '../../../../tooling/remote-server-loader';

export const PAGE_SERVER_SHARED: SharedModules = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/server': ReactDOMServer,
  'react-router-dom': ReactRouterDom,
  'react-toastify': ReactToastify,
  'shared-contracts/react': contractsReact,
  'shared-contracts/router': contractsRouter,
};

import { bootstrap } from './app/bootstrap';

const root = document.getElementById('root');
if (root) void bootstrap(root);

import { adminQueries } from '../hooks/useResource';

// The admin's query cache lives as long as the module: each test starts with nothing read.
afterEach(() => adminQueries.clear());

import { startDevServer } from '@importkit/dev-server';

const s = await startDevServer({ port: 8799, apiKey: 'k' });
process.on('SIGTERM', () => s.close());

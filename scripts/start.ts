import { main } from '../server/main';
import { ensurePwaBuilt } from './build';

// `npm start`: the whole product on one port. The PWA is built first when it is missing or stale.
ensurePwaBuilt()
  .then(main)
  .catch((error: unknown) => {
    console.error('Meridian failed to start:', error);
    process.exit(1);
  });

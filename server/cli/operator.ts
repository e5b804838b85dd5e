import { isOperatorRole, OPERATOR_ROLES } from '../../common/api/operator-roles';
import { createOperator } from '../admin/operators';
import { isLoanCommand, LOAN_USAGE, runLoanCommand } from '../admin/loan-commands';
import { runWalletCommand, WALLET_USAGE } from '../admin/wallet-commands';
import { systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { seed } from '../seed/seed';
import { loadServerI18n } from '../i18n/catalogs';

// `npm run operator -- create <email> <role>`: adds a back-office operator with its role (viewer, support,
// finance or admin) to the database the server uses (DATA_DIR or DATABASE_URL) and prints its generated password,
// once. The wallet's and the loans' decisions are here too (pending, approve, reject; see
// ../admin/wallet-commands.ts and ../admin/loan-commands.ts). With PGlite, stop the server first: the embedded
// database has one user at a time.

const USAGE = [
  `usage: npm run operator -- create <email> <${OPERATOR_ROLES.join('|')}>`,
  ...[...WALLET_USAGE, ...LOAN_USAGE].map((line) => `       ${line}`),
].join('\n');

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const [command, email, role] = args;
  if (command === undefined || !['create', 'pending', 'approve', 'reject'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'create' && (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !isOperatorRole(role))) {
    console.error(USAGE);
    return 2;
  }
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    if (command !== 'create') {
      // The decisions post to house accounts, which the seed creates.
      await seed(db);
      const translate = (await loadServerI18n()).translator('en');
      const result = isLoanCommand(args)
        ? await runLoanCommand(db, systemClock, translate, args)
        : await runWalletCommand(db, systemClock, translate, args);
      for (const line of result.lines) (result.code === 0 ? console.log : console.error)(line);
      return result.code;
    }
    if (!isOperatorRole(role)) return 2;
    const password = await createOperator(db, systemClock, email ?? '', undefined, role);
    if (!password) {
      console.error(`An operator ${email ?? ''} already exists.`);
      return 1;
    }
    console.log(`Operator ${email ?? ''} (${role}) created. Its generated password, shown only this once:\n\n  ${password}\n`);
    return 0;
  } finally {
    await db.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });

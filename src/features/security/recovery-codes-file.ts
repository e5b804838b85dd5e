// The recovery codes as a text file to keep: a line saying what they are, then one code a line. Pure, for tests.

export interface RecoveryCodesFile {
  name: string;
  text: string;
}

export function recoveryCodesFile(codes: readonly string[], heading: string): RecoveryCodesFile {
  return { name: 'meridian-recovery-codes.txt', text: [heading, '', ...codes, ''].join('\n') };
}

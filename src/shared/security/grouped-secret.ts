/** A base32 secret in groups of four characters, as people type it ("JBSW Y3DP EHPK 3PXP"). */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

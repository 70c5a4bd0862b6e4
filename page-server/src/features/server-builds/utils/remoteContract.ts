/**
 * The contract compatibility gate on the server: a remote's release records in its browser
 * manifest the shared-contract range it needs (`metaData.contract.requires`); the page server
 * renders with it only when the contract it provides to the build satisfies that range, as the
 * shell at run time refuses a remote it cannot run (shell/src/features/federation/utils/remoteContract.ts),
 * and, when the live shell's index.html says what it provides (SHELL_CONTRACT_META, written at its
 * build), only when that satisfies it too: a page the shell would refuse is not rendered for it.
 */
import { CONTRACT_VERSION, contractSatisfies, requiredContract } from 'shared-contracts';

/** The meta tag by which a shell's index.html says the shared contract it provides (shell/webpack.config.js). */
export const SHELL_CONTRACT_META = 'storefront-contract';

const SHELL_CONTRACT = new RegExp(`<meta\\s+name="${SHELL_CONTRACT_META}"\\s+content="([^"]*)"`, 'i');

/** The contract the shell's index.html says it provides; null for a shell built before it said so. */
export function shellProvidedContract(html: string): string | null {
  return SHELL_CONTRACT.exec(html)?.[1] ?? null;
}

/**
 * Why a remote may not be server-rendered, or null when both the page server's contract and the
 * live shell's (when it says) satisfy what its manifest needs.
 */
export function contractRefusal(
  manifest: unknown,
  { pageServer = CONTRACT_VERSION, shell = null }: { pageServer?: string; shell?: string | null } = {},
): string | null {
  const requires = requiredContract(manifest);
  if (requires === null) return null;
  if (!contractSatisfies(requires, pageServer))
    return `it needs shared contract ${requires}, the page server provides ${pageServer}`;
  if (shell !== null && !contractSatisfies(requires, shell))
    return `it needs shared contract ${requires}, the live shell provides ${shell}`;
  return null;
}

/** Why a Windows or macOS release must not be packaged (no signing credentials), or null. */
export function signingProblem(env: Record<string, string | undefined>, platform: NodeJS.Platform): string | null;

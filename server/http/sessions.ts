// Who is calling. The accounts area supplies the real resolver; until a token resolves, protected calls answer 999.

export interface SessionUser {
  id: number;
  isDemo: boolean;
}

export interface SessionResolver {
  resolve(token: string): Promise<SessionUser | null>;
}

export const noSessions: SessionResolver = { resolve: () => Promise.resolve(null) };
